import { flattenPages, type NavItem } from '@/modules/nav';

/** Pages served by their own routes rather than by content/ files. */
export const APP_ROUTES = new Set(['/', '/core/', '/versions/', '/blog/', '/production-error/']);

/** Every internal nav link must lead to a page that builds; a dead entry fails the build. */
export function checkNavTargets(navs: Readonly<Record<string, NavItem[]>>, routes: ReadonlySet<string>): void {
  for (const [segment, tree] of Object.entries(navs)) {
    for (const page of flattenPages(tree)) {
      const route = page.pathname.endsWith('/') ? page.pathname : `${page.pathname}/`;
      if (!routes.has(route) && !APP_ROUTES.has(route)) {
        throw new Error(`data/nav/${segment}.ts: "${page.title}" links to ${page.pathname}, which has no page`);
      }
    }
  }
}

/** What the membership rule needs to know about one content page. */
export interface NavPage {
  route: string;
  file: string;
  hidden: boolean;
}

const withSlash = (pathname: string) => (pathname.endsWith('/') ? pathname : `${pathname}/`);

/**
 * Every content page is in exactly one nav tree (once), unless its frontmatter says `hidden: true`:
 * a page nobody can navigate to is a page nobody finds. Errors name the page's file and the trees.
 */
export function checkPagesInNav(navs: Readonly<Record<string, NavItem[]>>, pages: readonly NavPage[]): void {
  const trees = new Map<string, string[]>();
  for (const [segment, tree] of Object.entries(navs)) {
    for (const link of flattenPages(tree)) {
      const route = withSlash(link.pathname);
      trees.set(route, [...(trees.get(route) ?? []), segment]);
    }
  }
  const orphans: string[] = [];
  for (const page of pages) {
    const found = trees.get(page.route) ?? [];
    if (found.length > 1) {
      throw new Error(`${page.file}: ${page.route} is in ${found.length} nav entries (data/nav/${found.join('.ts, data/nav/')}.ts); it must be in one`);
    }
    if (found.length === 0 && !page.hidden) orphans.push(`${page.file} (${page.route})`);
  }
  if (orphans.length > 0) {
    throw new Error(
      `${orphans.length} page(s) are in no nav tree; add them to data/nav/<product>.ts or set \`hidden: true\`: ${orphans.join(', ')}`,
    );
  }
}
