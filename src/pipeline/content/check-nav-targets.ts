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
