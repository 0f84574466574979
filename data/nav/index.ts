import type { NavItem } from '@/modules/nav';
import { baseUiNav } from './base-ui';
import { experimentsNav } from './experiments';
import { joyUiNav } from './joy-ui';
import { materialUiNav } from './material-ui';
import { systemNav } from './system';
import { toolpadNav } from './toolpad';
import { xNav } from './x';

/**
 * Every product's nav, keyed by its URL segment. Plain data: the runtime reads it as is, and the
 * prebuild checks it (schema, one entry per pathname: src/pipeline/content/check-nav-data.ts) before
 * anything is built from it.
 */
export const navByProduct: Readonly<Record<string, NavItem[]>> = {
  'material-ui': materialUiNav,
  'joy-ui': joyUiNav,
  'base-ui': baseUiNav,
  system: systemNav,
  x: xNav,
  toolpad: toolpadNav,
  experiments: experimentsNav,
};

export function navFor(segment: string): NavItem[] {
  return navByProduct[segment] ?? [];
}
