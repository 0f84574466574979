import { pickUsableItem, type ProviderItem } from './schema';

/** How many requests are made while the provider answers without a usable item. */
export const MAX_FETCH_ATTEMPTS = 10;

export type FetchOutcome =
  | { kind: 'ad'; item: ProviderItem & { statlink: string }; attempts: number }
  /** The request itself failed (network error or blocked by an extension): nothing is returned. */
  | { kind: 'blocked'; attempts: number }
  /** The provider answered badly (HTTP error, malformed JSON) or had no usable item after every try. */
  | { kind: 'unavailable'; attempts: number };

/**
 * Asks the provider's JSON endpoint for an ad, retrying up to 10 times while answers hold no usable
 * item. A failed request ends the attempt at once and yields no ad.
 */
export async function fetchUsableAd(
  endpoint: string,
  fetchImpl: (url: string) => Promise<Response>,
  isActive: () => boolean = () => true,
): Promise<FetchOutcome> {
  let attempts = 0;
  while (attempts < MAX_FETCH_ATTEMPTS && isActive()) {
    attempts += 1;
    let response: Response;
    try {
      response = await fetchImpl(endpoint);
    } catch {
      return { kind: 'blocked', attempts };
    }
    if (!response.ok) return { kind: 'unavailable', attempts };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { kind: 'unavailable', attempts };
    }
    const item = pickUsableItem(body);
    if (item) return { kind: 'ad', item, attempts };
  }
  return { kind: 'unavailable', attempts };
}
