import { describe, expect, it } from 'vitest';
import { readCookie } from './read-cookie';

describe('readCookie', () => {
  it('reads one cookie among several, trimmed and percent-decoded', () => {
    const header = 'a=1; codeVariant=JS;note=a%20b ; other=x=y';
    expect(readCookie(header, 'codeVariant')).toBe('JS');
    expect(readCookie(header, 'note')).toBe('a b');
    expect(readCookie(header, 'other')).toBe('x=y');
  });

  it('matches whole names only, and the first of two cookies with one name', () => {
    expect(readCookie('xcodeVariant=TS; codeVariantx=TS', 'codeVariant')).toBeUndefined();
    // Moved from analytics.test.ts with the reader.
    expect(readCookie('x=1', 'codeVariant')).toBeUndefined();
    expect(readCookie('n=first; n=second', 'n')).toBe('first');
  });

  it('reads an absent, bare or undecodable cookie as undefined, and an empty one as ""', () => {
    expect(readCookie('', 'n')).toBeUndefined();
    expect(readCookie('n', 'n')).toBeUndefined();
    expect(readCookie('n=%E0%A4%A', 'n')).toBeUndefined();
    expect(readCookie('n=', 'n')).toBe('');
  });
});
