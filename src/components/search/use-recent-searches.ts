import { useCallback, useEffect, useState } from 'react';
import { addRecent, parseRecent, RECENT_KEY, type RecentSearch } from '@/modules/search';

/** Recent searches in localStorage; storage that throws (private mode, quota) just forgets. */
export function useRecentSearches() {
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  useEffect(() => {
    try {
      setRecent(parseRecent(localStorage.getItem(RECENT_KEY)));
    } catch {
      setRecent([]);
    }
  }, []);
  const save = useCallback((next: RecentSearch[]) => {
    setRecent(next);
    try {
      localStorage.setItem(RECENT_KEY, JSON.stringify(next));
    } catch {
      // Not persisted; the list still works for this page.
    }
  }, []);
  const remember = useCallback((item: RecentSearch) => save(addRecent(parseStored(), item)), [save]);
  const clear = useCallback(() => save([]), [save]);
  return { recent, remember, clear };
}

function parseStored(): RecentSearch[] {
  try {
    return parseRecent(localStorage.getItem(RECENT_KEY));
  } catch {
    return [];
  }
}
