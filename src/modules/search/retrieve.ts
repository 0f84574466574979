import type MiniSearch from 'minisearch';
import type { Query, SearchOptions, SearchResult } from 'minisearch';
import type { SearchDocument } from './document';

/** One or two letters: prefix over names and context only; in body text they expand to thousands of terms. */
const SHORT_WORD: SearchOptions = { fields: ['n', 'c'], fuzzy: false };
/** Below this many exact/prefix hits, the query is run again with typo tolerance. */
const FUZZY_THRESHOLD = 8;
/** A hit found through a synonym scores this share of a literal one. */
export const SYNONYM_WEIGHT = 0.8;

const wordQuery = (word: string, fuzzy: boolean): Query => ({
  ...(word.length <= 2 ? SHORT_WORD : fuzzy ? {} : { fuzzy: false }),
  queries: [word],
});

function literal(engine: MiniSearch<SearchDocument>, words: string[], fuzzy: boolean): SearchResult[] {
  const queries = words.map((word) => wordQuery(word, fuzzy));
  const all = engine.search({ combineWith: 'AND', queries });
  if (all.length > 0 || words.length === 1) return all;
  return engine.search({ combineWith: 'OR', queries });
}

/** The query with one word replaced by one of its synonyms, for each such pair. */
export function synonymVariants(words: readonly string[], synonyms: Record<string, string[]>): string[][] {
  // Own keys only: a typed word such as "constructor" must not find Object.prototype's members.
  return words.flatMap((word, i) =>
    (Object.hasOwn(synonyms, word) ? synonyms[word] : [])
      .filter((alt) => alt !== word)
      .map((alt) => [...words.slice(0, i), ...alt.split(' '), ...words.slice(i + 1)]),
  );
}

/**
 * Engine results for the words: literal first (exact and prefix; with typos when that finds
 * little), then each synonym variant, exact only. A document found several ways keeps its best
 * score, so one matching two synonyms ("menu" and "select") does not outrank the one matching
 * the best synonym.
 */
export function retrieve(
  engine: MiniSearch<SearchDocument>,
  words: string[],
  synonyms: Record<string, string[]>,
): SearchResult[] {
  let results = literal(engine, words, false);
  if (results.length < FUZZY_THRESHOLD) results = literal(engine, words, true);
  const variants = synonymVariants(words, synonyms);
  if (variants.length === 0) return results;
  const best = new Map<unknown, SearchResult>(results.map((r) => [r.id, r]));
  for (const variant of variants) {
    const found = engine.search(variant.join(' '), { combineWith: 'AND', prefix: false, fuzzy: false });
    for (const result of found) {
      const score = result.score * SYNONYM_WEIGHT;
      const previous = best.get(result.id);
      if (!previous || previous.score < score) best.set(result.id, { ...result, score });
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}
