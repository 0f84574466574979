/** Where recent searches persist, per browser. */
export const RECENT_KEY = 'mui-search-recent';
export const RECENT_MAX = 5;

export interface RecentSearch {
  /** What was chosen, as shown. */
  title: string;
  section: string;
  url: string;
}

/** Puts a chosen hit first, without duplicates (same URL), keeping at most RECENT_MAX. */
export function addRecent(list: readonly RecentSearch[], item: RecentSearch): RecentSearch[] {
  return [item, ...list.filter((r) => r.url !== item.url)].slice(0, RECENT_MAX);
}

export function removeRecent(list: readonly RecentSearch[], url: string): RecentSearch[] {
  return list.filter((r) => r.url !== url);
}

/** Stored value to list; anything malformed (another version, a hand edit) reads as empty. */
export function parseRecent(raw: string | null): RecentSearch[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (r): r is RecentSearch =>
          typeof r === 'object' &&
          r !== null &&
          typeof r.title === 'string' &&
          typeof r.section === 'string' &&
          typeof r.url === 'string' &&
          r.url.startsWith('/'),
      )
      .slice(0, RECENT_MAX);
  } catch {
    return [];
  }
}
