import type { NavItem } from './schema';

export interface NavLink {
  pathname: string;
  title: string;
}

const trim = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

export function isExternal(item: NavItem): boolean {
  return /^https?:\/\//.test(item.pathname);
}

/**
 * Every page the tree links to, in reading order (groups are not pages). A `planned` item is a
 * page too: it says what is planned and what to use today (Base UI's planned components).
 */
export function flattenPages(items: readonly NavItem[]): NavLink[] {
  return items.flatMap((item) =>
    item.children
      ? flattenPages(item.children)
      : isExternal(item)
        ? []
        : [{ pathname: item.pathname, title: item.title }],
  );
}

/** The chain of items from the root to the page at `pathname`, or [] when it is not in the tree. */
export function findTrail(items: readonly NavItem[], pathname: string): NavItem[] {
  const target = trim(pathname);
  for (const item of items) {
    if (!item.children && trim(item.pathname) === target) return [item];
    if (item.children) {
      const trail = findTrail(item.children, pathname);
      if (trail.length) return [item, ...trail];
    }
  }
  return [];
}

export function findPrevNext(
  items: readonly NavItem[],
  pathname: string,
): { prev?: NavLink; next?: NavLink } {
  const pages = flattenPages(items);
  const index = pages.findIndex((page) => trim(page.pathname) === trim(pathname));
  if (index === -1) return {};
  return { prev: pages[index - 1], next: pages[index + 1] };
}
