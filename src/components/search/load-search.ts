import type MiniSearch from 'minisearch';
import manifest from '@/generated/search-manifest.json';
import { loadSearchIndex, type SearchDocument, type SearchIndexFile } from '@/modules/search';

export interface LoadedSearch {
  engine: MiniSearch<SearchDocument>;
  synonyms: Record<string, string[]>;
}

let pending: Promise<LoadedSearch> | undefined;

/**
 * Fetches and reads the index once per page load. The URL is content-hashed, so the HTTP cache and
 * the service worker (stale-while-revalidate for same-origin files) can keep it; a failed fetch
 * is forgotten so the next open retries.
 */
export function loadSearch(): Promise<LoadedSearch> {
  pending ??= fetch(manifest.url)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status} for ${manifest.url}`);
      return response.json() as Promise<SearchIndexFile>;
    })
    .then((file) => ({ engine: loadSearchIndex(file), synonyms: file.synonyms }))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

export const productLabels: Record<string, string> = manifest.labels;
