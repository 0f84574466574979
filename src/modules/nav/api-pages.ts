import type { NavItem } from './schema';

export interface ApiNavPage {
  pathname: string;
  title: string;
}

/**
 * `/material-ui/api/button/`: one component's API page, or `/x/api/data-grid/grid-col-def/`: one
 * interface's (the index `/material-ui/api/` is neither).
 */
const API_PAGE_RE = /^\/[^/]+\/api\/[^/]+(\/[^/]+)?\/?$/;

export const isApiPagePath = (pathname: string) => API_PAGE_RE.test(pathname);

/** Whether the reader is in a product's API reference (its index or one of its pages). */
export const inApiReference = (current: string) => /^\/[^/]+\/api(\/|$)/.test(current);

/**
 * The product's nav with its API pages listed after the link to the API index, in the group that
 * holds that link. Built from the extracted API data, so no nav file lists components by hand.
 */
export function withApiPages(
  tree: readonly NavItem[],
  indexPath: string,
  pages: readonly ApiNavPage[],
): NavItem[] {
  return tree.map((item) => {
    if (!item.children) return item;
    const at = item.children.findIndex((child) => child.pathname === indexPath);
    if (at < 0) return { ...item, children: withApiPages(item.children, indexPath, pages) };
    const children = [...item.children];
    children.splice(at + 1, 0, ...pages.map((page) => ({ pathname: page.pathname, title: page.title })));
    return { ...item, children };
  });
}

/**
 * API pages are listed in the nav only inside the API reference: elsewhere the index link stands
 * for them, which keeps the nav of every other page short.
 */
export function shownInNav(item: Pick<NavItem, 'pathname'>, current: string): boolean {
  return !isApiPagePath(item.pathname) || inApiReference(current);
}
