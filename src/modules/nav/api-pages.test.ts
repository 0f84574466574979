import { describe, expect, it } from 'vitest';
import type { NavItem } from './schema';
import { shownInNav, withApiPages } from './api-pages';

const tree: NavItem[] = [
  { pathname: '/material-ui/getting-started', title: 'Getting started', children: [] },
  {
    pathname: '/material-ui/api-reference',
    title: 'API reference',
    children: [{ pathname: '/material-ui/api/', title: 'All API pages' }],
  },
];

describe('withApiPages', () => {
  it('lists the API pages after the index link, leaving the data untouched', () => {
    const pages = [
      { pathname: '/material-ui/api/accordion/', title: 'Accordion' },
      { pathname: '/material-ui/api/button/', title: 'Button' },
    ];
    const result = withApiPages(tree, '/material-ui/api/', pages);
    expect(result[1].children!.map((child) => child.title)).toEqual(['All API pages', 'Accordion', 'Button']);
    expect(tree[1].children).toHaveLength(1);
  });

  it('finds the index link in nested groups and changes nothing without it', () => {
    const nested: NavItem[] = [{ pathname: '/x/group', title: 'Group', children: tree }];
    const page = { pathname: '/material-ui/api/button/', title: 'Button' };
    expect(withApiPages(nested, '/material-ui/api/', [page])[0].children![1].children).toHaveLength(2);
    expect(withApiPages(tree, '/joy-ui/api/', [page])).toEqual(tree);
  });
});

describe('shownInNav', () => {
  const button = { pathname: '/material-ui/api/button/' };
  it('shows API pages inside the API reference only', () => {
    expect(shownInNav(button, '/material-ui/api/button')).toBe(true);
    expect(shownInNav(button, '/material-ui/api')).toBe(true);
    expect(shownInNav(button, '/material-ui/react-button')).toBe(false);
  });

  it('treats an interface page under a URL group as an API page too', () => {
    const colDef = { pathname: '/x/api/data-grid/grid-col-def/' };
    expect(shownInNav(colDef, '/x/api/data-grid/grid-col-def')).toBe(true);
    expect(shownInNav(colDef, '/x/react-data-grid/column-definition')).toBe(false);
  });

  it('always shows every other entry', () => {
    expect(shownInNav({ pathname: '/material-ui/api/' }, '/material-ui/react-button')).toBe(true);
    expect(shownInNav({ pathname: '/material-ui/react-button/' }, '/material-ui/react-button')).toBe(true);
  });
});
