'use client';

import { useEffect, useState } from 'react';
import type { AdConfig } from '@/modules/ads/config';
import type { FetchOutcome } from '@/modules/ads/fetch-ad';
import { impressionUrls } from '@/modules/ads/pixels';

let configPromise: Promise<AdConfig> | null = null;

/**
 * The provider configuration, fetched once per page load; any failure means "no provider". The
 * schema (zod) is loaded only when a provider is configured: without one, `{}` needs no checking.
 */
export function loadAdConfig(): Promise<AdConfig> {
  configPromise ??= fetch('/ad-config.json')
    .then((response) => (response.ok ? response.json() : {}))
    .then(async (body: unknown) => {
      if (body !== null && typeof body === 'object' && Object.keys(body).length === 0) return {};
      const { adConfigSchema } = await import('@/modules/ads/config');
      const parsed = adConfigSchema.safeParse(body);
      return parsed.success ? parsed.data : {};
    })
    .catch(() => ({}));
  return configPromise;
}

/** Inline layout: asks the JSON endpoint (with retries) while the block is mounted. */
export function useProviderItem(endpoint: string | undefined): FetchOutcome | null {
  const [outcome, setOutcome] = useState<FetchOutcome | null>(null);
  useEffect(() => {
    if (!endpoint) return undefined;
    let active = true;
    // The response schemas come with the fetcher, so zod loads only for sites with a provider.
    import('@/modules/ads/fetch-ad')
      .then(({ fetchUsableAd }) =>
        fetchUsableAd(
          endpoint,
          (url) => fetch(url, { credentials: 'omit' }),
          () => active,
        ),
      )
      .then((result) => {
        if (active) setOutcome(result);
      });
    return () => {
      active = false;
    };
  }, [endpoint]);
  return outcome;
}

const fired = new Set<string>();

/** Fires each impression pixel once per page load, however often the ad re-renders. */
export function useImpressionPixels(item: Parameters<typeof impressionUrls>[0] | null) {
  useEffect(() => {
    if (!item) return;
    for (const url of impressionUrls(item)) {
      if (fired.has(url)) continue;
      fired.add(url);
      const pixel = new Image();
      pixel.referrerPolicy = 'no-referrer-when-downgrade';
      pixel.src = url;
    }
  }, [item]);
}

/** Image layout: inserts the provider's script, asynchronously, into `host`. */
export function insertProviderScript(host: HTMLElement, src: string): () => void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  host.appendChild(script);
  return () => {
    host.replaceChildren();
  };
}
