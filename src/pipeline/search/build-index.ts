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
  return { version: 1, index: withoutIdentityIds(engine.toJSON()), synonyms };
}

/**
 * MiniSearch maps its internal ids to ours; ours are the same 0..n-1, so the map (9 KB brotli on
 * this site) is dropped here and rebuilt by `loadSearchIndex`. Kept if it is ever not the identity.
 */
function withoutIdentityIds(json: ReturnType<MiniSearch['toJSON']>) {
  const ids = Object.entries(json.documentIds);
  if (!ids.every(([short, id]) => String(id) === short)) return json;
  const { documentIds: _identity, ...rest } = json;
  return rest;
}
