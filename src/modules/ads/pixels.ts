import type { ProviderItem } from './schema';
import { isHttpUrl } from './url';

/**
 * Impression pixel URLs of a provider item: `pixel` holds several URLs separated by `||`, each may
 * carry a `[timestamp]` placeholder replaced by the item's timestamp. `statimp` comes first.
 * Anything that is not an http(s) URL is dropped (the response is untrusted).
 */
export function impressionUrls(item: ProviderItem): string[] {
  const stamp = item.timestamp === undefined ? '' : String(item.timestamp);
  const pixels = (item.pixel ?? '')
    .split('||')
    .map((pixel) => pixel.trim().replaceAll('[timestamp]', encodeURIComponent(stamp)));
  const urls = [item.statimp ?? '', ...pixels].filter(isHttpUrl);
  return [...new Set(urls)];
}
