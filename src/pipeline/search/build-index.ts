import MiniSearch from 'minisearch';
import type { SearchDocument, SearchIndexFile } from '@/modules/search/document';
import { ENGINE_OPTIONS } from '@/modules/search/engine-options';
import type { DocumentDraft } from './page-documents';

/** Numbers the documents (ids are array positions) and indexes them with the shared options. */
export function buildSearchIndex(
  drafts: readonly DocumentDraft[],
  synonyms: Record<string, string[]> = {},
): SearchIndexFile {
  const engine = new MiniSearch<SearchDocument>(ENGINE_OPTIONS);
  engine.addAll(drafts.map((draft, id) => ({ id, ...draft })));
  return { version: 1, index: engine.toJSON(), synonyms };
}
