'use client';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
// MUI System's provider, as the site's (site-providers.client.tsx): a nested theme is a function of
// the outer one, for which Material's provider renders this one anyway; importing Material's would
// also bring its CSS-variables provider into every docs page's first load.
import { ThemeProvider } from '@mui/system';
import dynamic from 'next/dynamic';
import { useEffect, useState, type ReactNode } from 'react';
import { useSiteColorScheme } from '@/components/theme/color-scheme-store';
import { denseComponents } from '@/components/theme/dense-components';

export interface DemoOverrides {
  flipMode: boolean;
  rtl: boolean;
  dense: boolean;
}

// Only pages with a framed demo load the frame (and its Emotion cache).
const DemoFrame = dynamic(() => import('./demo-frame.client'), { ssr: false });

let rtlCache: Promise<EmotionCache> | undefined;

function withOverrides(rtl: boolean, dense: boolean) {
  return (outer: Theme): Theme => ({
    ...outer,
    direction: rtl ? 'rtl' : outer.direction,
    components: dense
      ? ({ ...outer.components, ...denseComponents } as Theme['components'])
      : outer.components,
  });
}

/**
 * Shows one demo in the other mode, right-to-left or dense without touching the rest of the page:
 * the mode flips through the color-scheme class (the CSS variables follow), RTL and density through
 * a nested theme (and an RTL Emotion cache, fetched on first use).
 */
export function DemoScope({
  overrides,
  frameTitle,
  children,
}: {
  overrides: DemoOverrides;
  /** Set for a demo shown in an iframe of its own (`<Demo iframe />`): the frame's title. */
  frameTitle?: string;
  children: ReactNode;
}) {
  const { colorScheme } = useSiteColorScheme();
  const [cache, setCache] = useState<EmotionCache | null>(null);
  useEffect(() => {
    if (!overrides.rtl || cache) return;
    rtlCache ??= import('@/components/theme/rtl-cache').then((m) => m.createRtlCache());
    rtlCache.then(setCache);
  }, [overrides.rtl, cache]);

  const flipped = overrides.flipMode ? (colorScheme === 'dark' ? 'light' : 'dark') : undefined;
  let content = children;
  if (overrides.rtl || overrides.dense) {
    content = <ThemeProvider theme={withOverrides(overrides.rtl, overrides.dense)}>{content}</ThemeProvider>;
  }
  if (frameTitle) {
    content = (
      <DemoFrame title={frameTitle} colorScheme={flipped ?? colorScheme ?? 'light'}>
        {content}
      </DemoFrame>
    );
  } else if (overrides.rtl && cache) {
    content = <CacheProvider value={cache}>{content}</CacheProvider>;
  }
  return (
    <div className={flipped} dir={overrides.rtl ? 'rtl' : undefined} data-demo-scope="">
      {content}
    </div>
  );
}
