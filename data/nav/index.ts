import { assertUniquePathnames, parseNavTree, type NavItem } from '@/modules/nav';
import { baseUiNav } from './base-ui';
import { experimentsNav } from './experiments';
import { joyUiNav } from './joy-ui';
import { materialUiNav } from './material-ui';
import { systemNav } from './system';
import { toolpadNav } from './toolpad';
import { xNav } from './x';

const rawNavs: Record<string, NavItem[]> = {
  'material-ui': materialUiNav,
  'joy-ui': joyUiNav,
  'base-ui': baseUiNav,
  system: systemNav,
  x: xNav,
  toolpad: toolpadNav,
  experiments: experimentsNav,
};

/** Every product's nav, schema-checked once on load: a bad or duplicated entry fails the build. */
export const navByProduct: Readonly<Record<string, NavItem[]>> = Object.fromEntries(
  Object.entries(rawNavs).map(([segment, tree]) => [segment, parseNavTree(tree, `data/nav/${segment}.ts`)]),
);

assertUniquePathnames(Object.values(navByProduct).flat());

export function navFor(segment: string): NavItem[] {
  return navByProduct[segment] ?? [];
}
