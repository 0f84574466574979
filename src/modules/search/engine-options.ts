import type { Options, SearchOptions } from 'minisearch';
import type { SearchDocument, SearchKind } from './document';
import { processTerm, tokenize, tokenizeQuery } from './text';

export const INDEXED_FIELDS = ['n', 'c', 'b'] as const;
export const STORED_FIELDS = ['k', 'p', 't', 's', 'u', 'x'] as const;
/** The names tier indexes these and stores everything a hit shows but its excerpt. */
export const NAME_FIELDS = ['n', 'c'] as const;
export const NAME_STORED_FIELDS = ['k', 'p', 't', 's', 'u'] as const;
/**
 * The kinds the names tier holds: pages, their sections and API pages. Demos and props (about 60%
 * of the documents) come with the text tier, which stores what their hits show; with them the
 * names tier was 230 KB brotli, over the 150 KB budget (docs/decisions/0010-search-engine-and-index.md).
 */
export const NAME_TIER_KINDS: readonly SearchKind[] = ['page', 'section', 'api'];

/**
 * The name of a unit weighs most, its context (page title, component) less, body text least.
 * Fuzzy 0.2 of the (stemmed) word, rounded, allows one typo in 4-7 letters and two from 8
 * ("buton", "autocompelte"); under 4 letters none. Prefix lets results follow the typing.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { n: 5, c: 1.5, b: 1 },
  prefix: true,
  fuzzy: (term) => (term.length < 4 ? false : 0.2),
  maxFuzzy: 2,
  combineWith: 'AND',
  tokenize: tokenizeQuery,
  processTerm,
};

/**
 * The MiniSearch configurations, shared by the index builder and the browser: an index must be
 * loaded with the options it was built with. ENGINE_OPTIONS is the single-tier engine (tests, the
 * engine comparison); the site ships the two tiers below (see SearchNamesFile).
 */
export const ENGINE_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: [...INDEXED_FIELDS],
  storeFields: [...STORED_FIELDS],
  tokenize,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
};

export const NAMES_ENGINE_OPTIONS: Options<SearchDocument> = {
  ...ENGINE_OPTIONS,
  fields: [...NAME_FIELDS],
  storeFields: [...NAME_STORED_FIELDS],
};

/** Stores every excerpt, and what a hit shows for the documents the names tier leaves out. */
export const TEXT_ENGINE_OPTIONS: Options<SearchDocument> = ENGINE_OPTIONS;
