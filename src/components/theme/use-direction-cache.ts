'use client';
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { useEffect, useState } from 'react';
import type { Direction } from '@/modules/theme-settings';

let rtlCachePromise: Promise<EmotionCache> | undefined;

/**
 * The Emotion cache for the current direction. The RTL plugin is fetched on first use, so
 * left-to-right readers never download it. Returns the surrounding cache until it arrives.
 */
export function useDirectionCache(direction: Direction): EmotionCache {
  const ltrCache = useEmotionCache() as EmotionCache;
  const [rtlCache, setRtlCache] = useState<EmotionCache | null>(null);

  useEffect(() => {
    document.documentElement.dir = direction;
    if (direction !== 'rtl' || rtlCache) return;
    rtlCachePromise ??= import('./rtl-cache').then((m) => m.createRtlCache());
    let active = true;
    rtlCachePromise.then((cache) => active && setRtlCache(cache));
    return () => {
      active = false;
    };
  }, [direction, rtlCache]);

  return direction === 'rtl' && rtlCache ? rtlCache : ltrCache;
}
