import type { SearchResult } from 'minisearch';
import type { SearchKind, StoredDocument } from './document';
import type { SearchIndex } from './load-index';
import { firstLetterHits } from './first-letter';
import { retrieve } from './retrieve';
import { processTerm, tokenizeQuery } from './text';

export interface SearchHit extends StoredDocument {
  id: number;
  score: number;
  /** Index terms that matched (stemmed), for highlighting. */
  terms: string[];
}

export interface QueryOptions {
  /** Segment of the product the reader is in: its hits rank first. */
  product?: string;
  /** Query word -> other words for the same thing (see data/search-synonyms.ts). */
  synonyms?: Record<string, string[]>;
  limit?: number;
}

/**
 * A page or an API page beats one of its sections or props when both match equally; props are
 * thousands of near-identical entries, so they lead only when the query names them.
 */
const KIND_WEIGHT: Record<SearchKind, number> = { page: 1.3, api: 1.2, section: 1, demo: 0.9, prop: 0.6 };
const PRODUCT_BOOST = 1.5;
/** Above the largest prefix boost ((1 + typed/name)² < 4): "button" puts Button before ButtonBase. */
const EXACT_NAME_BOOST = 4;
/**
 * "button variant" naming a component and one of its props is the strongest intent there is: it
 * must beat the component's own pages, whose long bodies repeat both words.
 */
const EXACT_PROP_BOOST = 3;
const PHRASE_BOOST = 1.6;

/** Normalized form for exact-match checks: indexed (stemmed) words joined by single spaces. */
const squash = (text: string) => tokenizeQuery(text).map(processTerm).join(' ');

interface Normalized {
  name: string;
  /** Component and prop name (props only). */
  prop?: string;
  /** Title, section and excerpt, for phrase checks; computed on a first multi-word query. */
  all?: string;
}

/**
 * Stemming the names of the top hits again on every keystroke cost more than the engine's own
 * search (~10 ms for 200 hits): each stored document's normalized forms are kept once computed.
 * Keyed by the document object, which the loaded index keeps per id (load-index.ts).
 */
const normalized = new WeakMap<StoredDocument, Normalized>();

function normalize(doc: StoredDocument): Normalized {
  let forms = normalized.get(doc);
  if (!forms) {
    forms = {
      name: squash(doc.s || doc.t),
      prop: doc.k === 'prop' ? squash(`${doc.t} ${doc.s}`) : undefined,
    };
    normalized.set(doc, forms);
  }
  return forms;
}

/** Only the engine's best are re-scored (see runQuery). */
const RESCORED = 200;

/**
 * Runs a query (see `retrieve`: every word must match, with prefix, typos and synonyms).
 * The engine's score is then adjusted for the kind of hit, an exact name match, an exact phrase
 * and the current product, and the best `limit` hits are returned.
 */
export function runQuery(
  index: SearchIndex,
  text: string,
  { product, synonyms = index.synonyms, limit = 20 }: QueryOptions = {},
): SearchHit[] {
  const words = tokenizeQuery(text);
  if (words.length === 0) return [];
  if (words.length === 1 && words[0].length === 1) return firstLetterHits(index, words[0], product, limit);
  const results = retrieve(index.engine, words, synonyms);
  const phrase = words.map(processTerm).join(' ');
  // Only the engine's best are re-scored: the boosts below cannot lift a hit from further down
  // into the shown few, and re-scoring thousands of prefix matches would cost frames.
  const hits = results
    .slice(0, RESCORED)
    .map((result) => toHit(result, index.document(result.id as number), phrase, words.length > 1, product));
  return hits.sort((a, b) => b.score - a.score || a.id - b.id).slice(0, limit);
}

function toHit(
  result: SearchResult,
  doc: StoredDocument,
  phrase: string,
  multiWord: boolean,
  product?: string,
): SearchHit {
  const forms = normalize(doc);
  const { name } = forms;
  let score = result.score * KIND_WEIGHT[doc.k];
  if (forms.prop === phrase) {
    score *= EXACT_PROP_BOOST;
  } else if (name === phrase) {
    score *= EXACT_NAME_BOOST;
  } else if (doc.k !== 'prop' && name.startsWith(phrase)) {
    // While typing, "dialo" should put Dialog before DialogTitle: the closer to whole, the better.
    score *= (1 + phrase.length / name.length) ** 2;
  } else if (multiWord && (forms.all ??= squash(`${doc.t} ${doc.s} ${doc.x}`)).includes(phrase)) {
    score *= PHRASE_BOOST;
  }
  if (product && doc.p === product) score *= PRODUCT_BOOST;
  return {
    id: result.id as number,
    k: doc.k,
    p: doc.p,
    t: doc.t,
    s: doc.s,
    u: doc.u,
    x: doc.x,
    score,
    terms: result.terms,
  };
}

/** Is this word of the displayed text one the query matched? (Same stemming as the index.) */
export function isMatchedWord(word: string, terms: readonly string[]): boolean {
  return terms.includes(processTerm(word));
}
