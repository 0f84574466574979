import MiniSearch from 'minisearch';
import {
  propUrl,
  type SearchDocument,
  type SearchNamesFile,
  type SearchTextFile,
  type StoredDocument,
} from './document';
import { NAMES_ENGINE_OPTIONS, TEXT_ENGINE_OPTIONS } from './engine-options';

/** A loaded index: the engine queries run on, and the stored fields of any document by id. */
export interface SearchIndex {
  engine: MiniSearch<SearchDocument>;
  document: (id: number) => StoredDocument;
  synonyms: Record<string, string[]>;
  /** False while only the names tier is in (no body text, no excerpts yet). */
  complete: boolean;
  /** Ids of the whole-page and API-page documents (all in the names tier), which one-letter queries scan (query.ts). */
  pageIds: number[];
}

function readEngine(
  file: { version?: unknown; tier?: unknown; index?: unknown } | undefined,
  tier: 'names' | 'text',
): MiniSearch<SearchDocument> {
  if (file?.version !== 2) throw new Error(`search index: unknown version ${String(file?.version)}`);
  if (file.tier !== tier)
    throw new Error(`search index: expected the ${tier} tier, got ${String(file.tier)}`);
  const index = file.index as Parameters<typeof MiniSearch.loadJS>[0];
  // The builder drops the id map when it is the identity (see pipeline/search/build-index.ts).
  const documentIds = index.documentIds ?? identityIds(index.nextId);
  return MiniSearch.loadJS(
    { ...index, documentIds },
    tier === 'names' ? NAMES_ENGINE_OPTIONS : TEXT_ENGINE_OPTIONS,
  );
}

/**
 * Reads the published tiers back into a SearchIndex (the browser and the tests both do this):
 * the names tier alone answers on names; with the text tier, queries run on the full engine and
 * hits get their excerpts.
 */
export function loadSearchIndex(names: SearchNamesFile, text?: SearchTextFile): SearchIndex {
  const namesEngine = readEngine(names, 'names');
  const textEngine = text ? readEngine(text, 'text') : undefined;
  // A hit's stored fields are read on every keystroke that finds it: kept once read.
  const documents = new Map<number, StoredDocument>();
  const read = (id: number): StoredDocument => {
    const inText = textEngine?.getStoredFields(id) as Partial<StoredDocument> | undefined;
    // Demos and props are only in the text tier, which stores what their hits show.
    const stored = (namesEngine.getStoredFields(id) ?? inText) as Partial<StoredDocument> &
      Pick<StoredDocument, 'k' | 'p' | 't'>;
    const s = stored.s ?? '';
    const u = stored.u ?? (stored.k === 'prop' ? propUrl(stored.p, stored.t, s) : '');
    return { k: stored.k, p: stored.p, t: stored.t, s, u, x: inText?.x ?? '' };
  };
  const document = (id: number): StoredDocument => {
    let doc = documents.get(id);
    if (!doc) documents.set(id, (doc = read(id)));
    return doc;
  };
  const pageIds: number[] = [];
  for (let id = 0; id < namesEngine.documentCount; id++) {
    const kind = namesEngine.getStoredFields(id)?.k;
    if (kind === 'page' || kind === 'api') pageIds.push(id);
  }
  return {
    engine: textEngine ?? namesEngine,
    document,
    synonyms: names.synonyms,
    complete: !!textEngine,
    pageIds,
  };
}

function identityIds(count: number): Record<string, number> {
  const ids: Record<string, number> = {};
  for (let i = 0; i < count; i++) ids[i] = i;
  return ids;
}
