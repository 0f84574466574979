import { describe, expect, it } from 'vitest';
import { assertUniquePathnames, findPrevNext, findTrail, flattenPages, parseNavTree } from './index';
import type { NavItem } from './schema';

const tree: NavItem[] = [
  {
    pathname: '/material-ui/getting-started-group',
    title: 'Getting started',
    subheader: 'getting-started',
    children: [
      { pathname: '/material-ui/getting-started/', title: 'Overview' },
      { pathname: '/material-ui/getting-started/installation/', title: 'Installation' },
    ],
  },
  {
    pathname: '/material-ui/components',
    title: 'Components',
    children: [
      {
        pathname: '/material-ui/components/inputs',
        title: 'Inputs',
        children: [
          { pathname: '/material-ui/react-button/', title: 'Button', beta: true },
          { pathname: '/material-ui/react-rating/', title: 'Rating', planned: true },
        ],
      },
    ],
  },
  { pathname: 'https://example.com/store', title: 'Store', linkProps: { target: '_blank' } },
];

describe('nav validation', () => {
  it('accepts a valid tree with every flag', () => {
    const withFlags = [
      {
        pathname: '/x/react-data-grid/export/',
        title: 'Export',
        plan: 'premium',
        newFeature: true,
        unstable: true,
        legacy: true,
        deprecated: true,
        icon: 'table',
      },
    ];
    expect(parseNavTree(withFlags, 'test')).toHaveLength(1);
  });
  it('throws on a duplicated pathname, ignoring the trailing slash', () => {
    expect(() =>
      assertUniquePathnames([
        { pathname: '/a/b/', title: 'A' },
        { pathname: '/c', title: 'C', children: [{ pathname: '/a/b', title: 'B' }] },
      ]),
    ).toThrow('Duplicated pathname /a/b in pages');
  });
  it('rejects unknown fields, a bad plan and a relative path, naming the place', () => {
    expect(() => parseNavTree([{ pathname: '/a', title: 'A', colour: 'red' }], 'nav.ts')).toThrow(/nav\.ts/);
    expect(() => parseNavTree([{ pathname: '/a', title: 'A', plan: 'gold' }], 'nav.ts')).toThrow(
      /at 0\.plan/,
    );
    expect(() => parseNavTree([{ pathname: 'a/b', title: 'A' }], 'nav.ts')).toThrow(/pathname/);
  });
});

describe('nav tree helpers', () => {
  it('flattens pages in order, skipping groups and external items; a planned item is a page', () => {
    expect(flattenPages(tree).map((p) => p.title)).toEqual(['Overview', 'Installation', 'Button', 'Rating']);
  });
  it('finds the trail to a page', () => {
    expect(findTrail(tree, '/material-ui/react-button').map((i) => i.title)).toEqual([
      'Components',
      'Inputs',
      'Button',
    ]);
    expect(findTrail(tree, '/nowhere/')).toEqual([]);
  });
  it('finds previous and next pages across groups', () => {
    const { prev, next } = findPrevNext(tree, '/material-ui/getting-started/installation/');
    expect(prev?.title).toBe('Overview');
    expect(next?.title).toBe('Button');
    expect(findPrevNext(tree, '/material-ui/getting-started').prev).toBeUndefined();
  });
});
