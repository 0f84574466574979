import type { SearchHit } from './query';
import type { SearchIndex } from './load-index';
import { processTerm, tokenizeQuery } from './text';

/**
 * The first keystroke: one letter. As an engine query it is a prefix of thousands of terms (every
 * prop starting with "b"), which took ~10 ms to score and says little. Instead, pages and API pages
 * with a title word starting with the letter, a linear scan of a few hundred titles: the current
 * product first, then pages before API pages, titles starting with it first, then shorter titles.
 */
export function firstLetterHits(
  index: SearchIndex,
  letter: string,
  product?: string,
  limit = 20,
): SearchHit[] {
  const hits: Array<SearchHit & { rank: number[] }> = [];
  for (const id of index.pageIds) {
    const doc = index.document(id);
    const words = tokenizeQuery(doc.t);
    const at = words.findIndex((word) => word.startsWith(letter));
    if (at === -1) continue;
    const rank = [doc.p === product ? 0 : 1, doc.k === 'page' ? 0 : 1, at === 0 ? 0 : 1, doc.t.length];
    hits.push({ ...doc, id, score: 0, terms: [processTerm(words[at])], rank });
  }
  hits.sort((a, b) => compareRanks(a.rank, b.rank) || a.t.localeCompare(b.t));
  return hits.slice(0, limit).map(({ rank, ...hit }, position) => ({ ...hit, score: limit - position }));
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
