import { describe, expect, it } from 'vitest';
import { cookieHeaderOf, readCookieHeader } from './cookie-header';
import { readCookie } from '@/modules/cookies/read-cookie';
import { resolveCodePreferences } from '@/modules/code-variant';

describe('cookieHeaderOf', () => {
  it('formats cookies as document.cookie does, so the existing parsers read them', () => {
    const header = cookieHeaderOf([
      { name: 'codeVariant', value: 'JS' },
      { name: 'codeStyling', value: 'Tailwind' },
      { name: 'note', value: 'a%20b' },
    ]);
    expect(header).toBe('codeVariant=JS; codeStyling=Tailwind; note=a%20b');
    expect(readCookie(header, 'note')).toBe('a b');
    expect(resolveCodePreferences('', header)).toEqual({ codeVariant: 'JS', codeStyling: 'Tailwind' });
  });

  it('writes a nameless cookie as its bare value, and no cookies as an empty string', () => {
    expect(
      cookieHeaderOf([
        { name: '', value: 'bare' },
        { name: 'a', value: '1' },
      ]),
    ).toBe('bare; a=1');
    expect(cookieHeaderOf([])).toBe('');
  });
});

describe('readCookieHeader', () => {
  it('reads the Cookie Store when there is one, without touching document.cookie', async () => {
    const store = { getAll: async () => [{ name: 'codeVariant', value: 'JS' }] };
    const header = await readCookieHeader(store, () => {
      throw new Error('document.cookie must not be read');
    });
    expect(header).toBe('codeVariant=JS');
  });

  it('falls back to document.cookie without a store, or when the store refuses', async () => {
    expect(await readCookieHeader(undefined, () => 'codeStyling=CSS')).toBe('codeStyling=CSS');
    const refusing = { getAll: () => Promise.reject(new DOMException('denied', 'SecurityError')) };
    expect(await readCookieHeader(refusing, () => 'codeStyling=CSS')).toBe('codeStyling=CSS');
  });
});
