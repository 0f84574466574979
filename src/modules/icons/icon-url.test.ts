import { describe, expect, it } from 'vitest';
import { searchWithSelectedIcon, selectedIconFromSearch } from './icon-url';

const known = (name: string) => ['AcUnit', 'Delete'].includes(name);

describe('selectedIconFromSearch', () => {
  it('reads a known icon name', () => {
    expect(selectedIconFromSearch('?selected=AcUnit', known)).toBe('AcUnit');
    expect(selectedIconFromSearch('?q=snow&selected=Delete', known)).toBe('Delete');
  });

  it('ignores an unknown, empty or missing name', () => {
    expect(selectedIconFromSearch('?selected=NoSuchIcon', known)).toBeNull();
    expect(selectedIconFromSearch('?selected=', known)).toBeNull();
    expect(selectedIconFromSearch('', known)).toBeNull();
  });
});

describe('searchWithSelectedIcon', () => {
  it('sets and removes the selection, keeping other parameters', () => {
    expect(searchWithSelectedIcon('', 'AcUnit')).toBe('?selected=AcUnit');
    expect(searchWithSelectedIcon('?selected=AcUnit', 'Delete')).toBe('?selected=Delete');
    expect(searchWithSelectedIcon('?selected=AcUnit', null)).toBe('');
    expect(searchWithSelectedIcon('?utm=x&selected=AcUnit', null)).toBe('?utm=x');
  });
});
