import { assertUniquePathnames, parseNavTree, type NavItem } from '@/modules/nav';

/**
 * The prebuild's schema check of data/nav/: each product's tree against the nav schema (the error
 * names `data/nav/<segment>.ts` and the bad place), then one entry per pathname across the whole
 * site. The schema neither fills defaults nor transforms, so the runtime reads the same trees
 * straight from data/nav/ (check-nav-data.test.ts holds it to that).
 */
export function checkNavData(navs: Readonly<Record<string, readonly NavItem[]>>): void {
  const parsed = Object.entries(navs).map(([segment, tree]) => parseNavTree(tree, `data/nav/${segment}.ts`));
  assertUniquePathnames(parsed.flat());
}
