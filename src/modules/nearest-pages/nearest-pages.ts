/**
 * Ranks the site's pages against a mistyped path or a few words, for the 404 page. Pure, so the
 * static not-found page can run it in the browser over the page list written at postbuild.
 */

export interface PageEntry {
  /** URL path with its trailing slash, e.g. `/material-ui/react-button/`. */
  path: string;
  title: string;
}

export interface Suggestion extends PageEntry {
  score: number;
}

/** Edit distance (insert, delete, substitute), two rows of memory. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[b.length];
}

// Path noise that says nothing about which page was meant.
const STOP_WORDS = new Set(['zh', 'react', 'api', 'docs', 'html', 'index']);

/** Lower-case words of a path or query: separators are `/`, `-`, `_`, `.`, spaces and `+`. */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

/** 1 for the same word, falling with the share of edits; a word that starts the other counts 0.9. */
function wordSimilarity(query: string, candidate: string): number {
  if (query === candidate) return 1;
  if (query.length >= 3 && candidate.startsWith(query)) return 0.9;
  const similarity = 1 - levenshtein(query, candidate) / Math.max(query.length, candidate.length);
  return similarity >= 0.6 ? similarity : 0;
}

/** Mean, over the query's words, of each word's best match among the page's path and title words. */
export function pageScore(queryWords: string[], page: PageEntry): number {
  if (queryWords.length === 0) return 0;
  const words = [...new Set([...tokens(page.path), ...tokens(page.title)])];
  if (words.length === 0) return 0;
  let total = 0;
  for (const query of queryWords) {
    total += Math.max(...words.map((word) => wordSimilarity(query, word)));
  }
  // Among equal matches, prefer the page with fewer other words (the more specific page).
  return total / queryWords.length - words.length * 0.001;
}

/** The best `limit` pages scoring at least `minScore`, best first (ties: shorter path). */
export function nearestPages(
  query: string,
  pages: PageEntry[],
  { limit = 5, minScore = 0.5 }: { limit?: number; minScore?: number } = {},
): Suggestion[] {
  const queryWords = [...new Set(tokens(query))];
  const queryPath = query.toLowerCase();
  return pages
    .map((page) => {
      // The whole path's shape breaks ties between pages with the same words
      // (/react-buton/ is nearer /react-button/ than /api/button/).
      const shape = 1 - levenshtein(queryPath, page.path) / Math.max(queryPath.length, page.path.length);
      return { ...page, score: pageScore(queryWords, page) + shape * 0.05 };
    })
    .filter((page) => page.score >= minScore)
    .sort((a, b) => b.score - a.score || a.path.length - b.path.length)
    .slice(0, limit);
}
