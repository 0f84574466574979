/**
 * Remembers the results of an async function by key, up to `limit` of them (the least recently
 * used goes first). A failed call is forgotten, so the next call tries again.
 *
 * Used where `npm run dev` recompiles one page per save: an edit of a page's prose leaves its
 * demos as they were, and building them again was most of a recompile
 * (docs/decisions/0019-author-hot-reload.md). The prebuild builds each demo once, so it only
 * pays for the bookkeeping.
 */
export function memoizeAsync<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  keyOf: (...args: A) => string,
  limit: number,
): (...args: A) => Promise<R> {
  const results = new Map<string, Promise<R>>();
  return (...args) => {
    const key = keyOf(...args);
    const known = results.get(key);
    if (known) {
      // Move it to the back: a Map iterates in insertion order, so the front is the oldest use.
      results.delete(key);
      results.set(key, known);
      return known;
    }
    const result = fn(...args);
    results.set(key, result);
    result.catch(() => {
      if (results.get(key) === result) results.delete(key);
    });
    if (results.size > limit) results.delete(results.keys().next().value as string);
    return result;
  };
}
