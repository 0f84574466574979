import { describe, expect, it } from 'vitest';
import { fill, formatBytes, matchesFilter, parseView, tokenizeInline } from './format';

describe('api format helpers', () => {
  it('tokenizes code spans and links only', () => {
    expect(tokenizeInline('If `true`, see [guide](https://mui.com/x/) <b>')).toEqual([
      { kind: 'text', text: 'If ' },
      { kind: 'code', text: 'true' },
      { kind: 'text', text: ', see ' },
      { kind: 'link', text: 'guide', href: 'https://mui.com/x/' },
      { kind: 'text', text: ' <b>' },
    ]);
  });
  it('formats bytes and rejects non-counts', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(12_345)).toBe('12.1 kB');
    expect(() => formatBytes(-1)).toThrow('not a byte count');
  });
  it('filters by name or description, case-insensitively', () => {
    expect(matchesFilter('VAR', 'variant', '')).toBe(true);
    expect(matchesFilter('ripple', 'disabled', 'No ripple')).toBe(true);
    expect(matchesFilter('zzz', 'variant', 'The variant')).toBe(false);
    expect(matchesFilter('  ', 'x', '')).toBe(true);
  });
  it('fills placeholders and parses stored views', () => {
    expect(fill('{a} of {b} {c}', { a: 1, b: 2 })).toBe('1 of 2 {c}');
    expect(parseView('list')).toBe('list');
    expect(parseView('grid')).toBeNull();
  });
});
