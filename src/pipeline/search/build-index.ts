import MiniSearch, { type Options } from 'minisearch';
import { propUrl, type SearchDocument, type SearchIndexFiles } from '@/modules/search/document';
import { NAMES_ENGINE_OPTIONS, TEXT_ENGINE_OPTIONS } from '@/modules/search/engine-options';
import type { DocumentDraft } from './page-documents';

/**
 * Numbers the documents (ids are array positions) and indexes them in the two published tiers
 * (see SearchNamesFile): names first, then the full text with the excerpts.
 */
export function buildSearchIndex(
  drafts: readonly DocumentDraft[],
  synonyms: Record<string, string[]> = {},
): SearchIndexFiles {
  const docs: SearchDocument[] = drafts.map((draft, id) => ({ id, ...draft }));
  // Empty stored strings are left out (`undefined` is not stored); the loader restores them.
  const names = docs.map((doc) => ({ ...doc, s: doc.s || undefined, u: shippedUrl(doc) }) as SearchDocument);
  const text = docs.map((doc) => ({ ...doc, x: doc.x || undefined }) as SearchDocument);
  return {
    names: { version: 2, tier: 'names', index: serialize(names, NAMES_ENGINE_OPTIONS), synonyms },
    text: { version: 2, tier: 'text', index: serialize(text, TEXT_ENGINE_OPTIONS) },
  };
}

/** A prop's URL is derived in the browser when the derivation gives the same URL. */
function shippedUrl(doc: SearchDocument): string | undefined {
  return doc.k === 'prop' && doc.u === propUrl(doc.p, doc.t, doc.s) ? undefined : doc.u;
}

function serialize(docs: SearchDocument[], options: Options<SearchDocument>) {
  const engine = new MiniSearch<SearchDocument>(options);
  engine.addAll(docs);
  return withoutIdentityIds(engine.toJSON());
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
