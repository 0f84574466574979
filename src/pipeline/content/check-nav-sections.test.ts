import { describe, expect, it } from 'vitest';
import { navByProduct } from '../../../data/nav/index';
import type { NavItem } from '@/modules/nav';
import { checkNavSections, REQUIRED_SECTIONS } from './check-nav-sections';

const section = (title: string, pages: number): NavItem => ({
  pathname: `/p/${title}`,
  title,
  children: Array.from({ length: pages }, (_, i) => ({ pathname: `/p/${title}/${i}/`, title: `${title} ${i}` })),
});
const complete = () => REQUIRED_SECTIONS.map((title) => section(title, 2));

describe('checkNavSections', () => {
  it('accepts a tree with every section and two pages in each', () => {
    expect(() => checkNavSections({ p: complete() }, ['p'] as never)).not.toThrow();
  });

  it('names the nav file and each missing or thin section', () => {
    const tree = complete().filter((item) => item.title !== 'Migration');
    tree[tree.findIndex((item) => item.title === 'Guides')] = section('Guides', 1);
    expect(() => checkNavSections({ p: tree }, ['p'] as never)).toThrow(
      'data/nav/p.ts: "Guides" has fewer than 2 pages\ndata/nav/p.ts: no "Migration" section',
    );
  });

  it('holds for the real navigation of Material UI, Joy UI, Base UI and System', () => {
    expect(() => checkNavSections(navByProduct)).not.toThrow();
  });
});
