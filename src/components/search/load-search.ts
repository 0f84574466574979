import manifest from '@generated/search-manifest.json';
import {
  loadSearchIndex,
  type SearchIndex,
  type SearchNamesFile,
  type SearchTextFile,
} from '@/modules/search';

const fetchJson = <T>(url: string): Promise<T> =>
  fetch(url).then((response) => {
    if (!response.ok) throw new Error(`search index: HTTP ${response.status} for ${url}`);
    return response.json() as Promise<T>;
  });

/** Remembers a promise until it fails, so a failed fetch is retried on the next open. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

const namesFile = once(() => fetchJson<SearchNamesFile>(manifest.names.url));
const textFile = once(() => fetchJson<SearchTextFile>(manifest.text.url));

/**
 * The names tier, read once per page load: enough for the first results. The URLs are
 * content-hashed, so the HTTP cache and the service worker (stale-while-revalidate for same-origin
 * files) can keep them.
 */
export const loadSearch = once(() => namesFile().then((names) => loadSearchIndex(names)));

/** Both tiers: queries then cover body text and hits carry their excerpts. */
export const loadFullSearch = once(() =>
  Promise.all([namesFile(), textFile()]).then(([names, text]) => loadSearchIndex(names, text)),
);

export type LoadedSearch = SearchIndex;

export const productLabels: Record<string, string> = manifest.labels;
