import MiniSearch from 'minisearch';
import type { SearchDocument, SearchIndexFile } from './document';
import { ENGINE_OPTIONS } from './engine-options';

/** Reads a published index file back into an engine (the browser and the tests both do this). */
export function loadSearchIndex(file: SearchIndexFile): MiniSearch<SearchDocument> {
  if (file?.version !== 1) throw new Error(`search index: unknown version ${String(file?.version)}`);
  return MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], ENGINE_OPTIONS);
}
