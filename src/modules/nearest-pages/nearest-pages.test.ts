import { describe, expect, it } from 'vitest';
import { levenshtein, nearestPages, tokens, type PageEntry } from './nearest-pages';

const pages: PageEntry[] = [
  { path: '/', title: 'MUI' },
  { path: '/material-ui/react-button/', title: 'Button' },
  { path: '/material-ui/api/button/', title: 'Button API' },
  { path: '/material-ui/api/button-group/', title: 'ButtonGroup API' },
  { path: '/material-ui/api/icon-button/', title: 'IconButton API' },
  { path: '/material-ui/getting-started/installation/', title: 'Installation' },
  { path: '/joy-ui/getting-started/installation/', title: 'Installation' },
  { path: '/material-ui/api/autocomplete/', title: 'Autocomplete API' },
];

const paths = (query: string, limit?: number) => nearestPages(query, pages, { limit }).map((p) => p.path);

describe('levenshtein', () => {
  it('counts inserts, deletes and substitutions', () => {
    expect(levenshtein('button', 'button')).toBe(0);
    expect(levenshtein('buton', 'button')).toBe(1);
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('', 'abc')).toBe(3);
  });
});

describe('tokens', () => {
  it('splits paths and words and drops noise', () => {
    expect(tokens('/zh/material-ui/react-button/')).toEqual(['material', 'ui', 'button']);
    expect(tokens('Icon Button')).toEqual(['icon', 'button']);
  });
});

describe('nearestPages', () => {
  it('forgives a typo in the last segment', () => {
    expect(paths('/material-ui/react-buton/', 1)).toEqual(['/material-ui/react-button/']);
  });

  it('finds a page moved to another section by its words', () => {
    expect(paths('/material-ui/installation/', 1)).toEqual(['/material-ui/getting-started/installation/']);
  });

  it('reads free words, as typed in the search form', () => {
    expect(paths('autocomplet', 1)).toEqual(['/material-ui/api/autocomplete/']);
    expect(paths('icon button', 1)).toEqual(['/material-ui/api/icon-button/']);
  });

  it('suggests nothing for unrelated words or an empty query', () => {
    expect(paths('/zzqx-flarp/')).toEqual([]);
    expect(paths('')).toEqual([]);
  });

  it('caps the list and orders best first', () => {
    const result = nearestPages('/material-ui/api/button/', pages, { limit: 3 });
    expect(result).toHaveLength(3);
    expect(result[0].path).toBe('/material-ui/api/button/');
    expect(result.map((r) => r.score)).toEqual([...result.map((r) => r.score)].sort((a, b) => b - a));
  });
});
