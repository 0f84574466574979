import { describe, expect, it } from 'vitest';
import { firstOptions, type OptionGroup } from './search-options';

const option = (url: string) => ({ url, title: url, section: '', excerpt: '', terms: [] });
const group = (id: string, urls: string[]): OptionGroup => ({ id, label: id, options: urls.map(option) });

describe('firstOptions', () => {
  const groups = [group('material', ['/a', '/b', '/c']), group('joy', ['/d', '/e']), group('system', ['/f'])];

  it('keeps the first options in display order, across groups', () => {
    const cut = firstOptions(groups, 4);
    expect(cut.map((g) => [g.id, g.options.map((o) => o.url)])).toEqual([
      ['material', ['/a', '/b', '/c']],
      ['joy', ['/d']],
    ]);
  });

  it('drops the groups that get no option', () => {
    expect(firstOptions(groups, 2).map((g) => g.id)).toEqual(['material']);
  });

  it('returns the same groups when nothing is cut', () => {
    expect(firstOptions(groups, 6)).toBe(groups);
    expect(firstOptions(groups, 20)).toBe(groups);
  });

  it('cuts at a group boundary without copying the whole groups', () => {
    const cut = firstOptions(groups, 5);
    expect(cut).toHaveLength(2);
    expect(cut[0]).toBe(groups[0]);
    expect(cut[1]).toBe(groups[1]);
  });
});
