import MiniSearch from 'minisearch';
import type { SearchDocument, SearchIndexFile } from './document';
import { ENGINE_OPTIONS } from './engine-options';

/** Reads a published index file back into an engine (the browser and the tests both do this). */
export function loadSearchIndex(file: SearchIndexFile): MiniSearch<SearchDocument> {
  if (file?.version !== 1) throw new Error(`search index: unknown version ${String(file?.version)}`);
  const index = file.index as Parameters<typeof MiniSearch.loadJS>[0];
  // The builder drops the id map when it is the identity (see pipeline/search/build-index.ts).
  const documentIds = index.documentIds ?? identityIds(index.nextId);
  return MiniSearch.loadJS({ ...index, documentIds }, ENGINE_OPTIONS);
}

function identityIds(count: number): Record<string, number> {
  const ids: Record<string, number> = {};
  for (let i = 0; i < count; i++) ids[i] = i;
  return ids;
}
