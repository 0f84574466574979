import type { IconEntry } from './icon-data';

/** Lower-case words of a query; punctuation and `Icon`/`import` noise from pasted code are ignored. */
export function queryWords(query: string): string[] {
  return query
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && word !== 'icon' && word !== 'import');
}

/**
 * Icons that exist in the theme and match every query word: a word matches when the name or
 * one of the icon's search words starts with it. Icons whose name starts with the query come
 * first, then the rest, each in name order.
 */
export function filterIcons(icons: readonly IconEntry[], query: string, themeIndex: number): IconEntry[] {
  const words = queryWords(query);
  const inTheme = icons.filter((icon) => icon.themes.includes(themeIndex));
  if (words.length === 0) return inTheme;
  const joined = words.join('');
  const leading: IconEntry[] = [];
  const rest: IconEntry[] = [];
  for (const icon of inTheme) {
    const name = icon.name.toLowerCase();
    const own = icon.words.split(' ');
    const matches = words.every(
      (word) => name.startsWith(word) || own.some((candidate) => candidate.startsWith(word)),
    );
    if (!matches && !name.includes(joined)) continue;
    (name.startsWith(joined) ? leading : rest).push(icon);
  }
  return [...leading, ...rest];
}
