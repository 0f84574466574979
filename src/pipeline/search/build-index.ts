import MiniSearch, { type Options } from 'minisearch';
import {
  propUrl,
  type SearchDocument,
  type SearchIndexFiles,
  type SearchKind,
} from '@/modules/search/document';
import { NAME_TIER_KINDS, NAMES_ENGINE_OPTIONS, TEXT_ENGINE_OPTIONS } from '@/modules/search/engine-options';
import type { DocumentDraft } from './page-documents';

/** A document as shipped: fields a tier does not store, and empty strings, are left out. */
type ShippedDocument = Pick<SearchDocument, 'id'> & Partial<Omit<SearchDocument, 'id'>>;

/**
 * Numbers the documents and indexes them in the two published tiers (see SearchNamesFile). The
 * names tier's kinds come first, so that in both tiers a document's id is its position and
 * MiniSearch's id map can be dropped (withoutIdentityIds).
 */
export function buildSearchIndex(
  drafts: readonly DocumentDraft[],
  synonyms: Record<string, string[]> = {},
): SearchIndexFiles {
  const inNames = (doc: { k?: SearchKind }) => !!doc.k && NAME_TIER_KINDS.includes(doc.k);
  const ordered = [...drafts.filter(inNames), ...drafts.filter((draft) => !inNames(draft))];
  // Empty stored strings are left out (`undefined` is not stored); the loader restores them.
  const docs: ShippedDocument[] = ordered.map((draft, id) => ({
    id,
    ...draft,
    s: draft.s || undefined,
    u: shippedUrl(draft),
    x: draft.x || undefined,
  }));
  const names = docs.filter(inNames).map((doc) => ({ ...doc, x: undefined }));
  // A document the names tier holds needs only its excerpt here; the others carry all they show.
  const text = docs.map((doc) => (inNames(doc) ? indexedWithExcerpt(doc) : doc));
  return {
    names: { version: 2, tier: 'names', index: serialize(names, NAMES_ENGINE_OPTIONS), synonyms },
    text: { version: 2, tier: 'text', index: serialize(text, TEXT_ENGINE_OPTIONS) },
  };
}

/** The fields the text tier indexes, and the excerpt: nothing else of the document is stored. */
function indexedWithExcerpt({ id, n, c, b, x }: ShippedDocument): ShippedDocument {
  return { id, n, c, b, x };
}

/** A prop's URL is derived in the browser when the derivation gives the same URL. */
function shippedUrl(doc: DocumentDraft): string | undefined {
  return doc.k === 'prop' && doc.u === propUrl(doc.p, doc.t, doc.s) ? undefined : doc.u;
}

function serialize(docs: ShippedDocument[], options: Options<SearchDocument>) {
  const engine = new MiniSearch<ShippedDocument>(options as Options<ShippedDocument>);
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
