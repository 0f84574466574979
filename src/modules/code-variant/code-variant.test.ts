import { describe, expect, it } from 'vitest';
import {
  codeHashFor,
  codeStylingFromHash,
  codeVariantFromHash,
  demoIdFromHash,
  resolveCodePreferences,
  steadyCodePreferences,
  type CodePreferences,
  serializeCodeCookie,
} from './code-variant';

describe('code variant from the hash', () => {
  it.each([
    ['#basic.tsx', 'TS'],
    ['#basic.js', 'JS'],
    ['#basic.jsx', undefined],
    ['#basic', undefined],
    ['', undefined],
  ])('%s -> %s', (hash, expected) => {
    expect(codeVariantFromHash(hash)).toBe(expected);
  });

  it.each([
    ['#tailwind-hero.tsx', 'Tailwind'],
    ['#css-hero.js', 'CSS'],
    ['#system-hero', 'System'],
    ['#hero', undefined],
  ])('styling %s -> %s', (hash, expected) => {
    expect(codeStylingFromHash(hash)).toBe(expected);
  });
});

describe('resolveCodePreferences', () => {
  it('defaults to TS and System', () => {
    expect(resolveCodePreferences('', '')).toEqual({ codeVariant: 'TS', codeStyling: 'System' });
  });
  it('reads the cookies', () => {
    expect(resolveCodePreferences('', 'a=1; codeVariant=JS; codeStyling=Tailwind')).toEqual({
      codeVariant: 'JS',
      codeStyling: 'Tailwind',
    });
  });
  it('lets the hash beat the cookie', () => {
    expect(resolveCodePreferences('#css-basic.tsx', 'codeVariant=JS; codeStyling=Tailwind')).toEqual({
      codeVariant: 'TS',
      codeStyling: 'CSS',
    });
  });
  it('falls back to the cookie when the hash is silent (#basic.jsx)', () => {
    expect(resolveCodePreferences('#basic.jsx', 'codeVariant=JS').codeVariant).toBe('JS');
  });
  it('ignores unknown cookie values', () => {
    expect(resolveCodePreferences('', 'codeVariant=Rust; codeStyling=Sass')).toEqual({
      codeVariant: 'TS',
      codeStyling: 'System',
    });
  });
  it("is not thrown off by a cookie that does not decode, its own or another tool's", () => {
    // The old parser decoded every cookie and threw on the first bad one.
    expect(resolveCodePreferences('', 'tracker=%E0%A4%A; codeVariant=JS; codeStyling=%E0')).toEqual({
      codeVariant: 'JS',
      codeStyling: 'System',
    });
  });
});

describe('cookies and ids', () => {
  it('writes a one-year cookie on path /', () => {
    expect(serializeCodeCookie('codeVariant', 'JS')).toBe(
      'codeVariant=JS; max-age=31536000; path=/; samesite=lax',
    );
  });
  it('maps a variant hash back to the demo id', () => {
    expect(demoIdFromHash('#css-hero.tsx')).toBe('hero');
    expect(demoIdFromHash('#basic-buttons.js')).toBe('basic-buttons');
    expect(demoIdFromHash('#basic-buttons')).toBe('basic-buttons');
  });
});

describe('steadyCodePreferences', () => {
  const current: CodePreferences = { codeVariant: 'TS', codeStyling: 'System' };
  it('keeps the current object when the choice is the same', () => {
    expect(steadyCodePreferences(current, { ...current })).toBe(current);
  });
  it('takes the new object when the choice differs', () => {
    const changed: CodePreferences[] = [
      { ...current, codeVariant: 'JS' },
      { ...current, codeStyling: 'Tailwind' },
    ];
    for (const next of changed) {
      expect(steadyCodePreferences(current, next)).toBe(next);
    }
  });
});

describe('codeHashFor', () => {
  const onPage = (id: string) => id === 'basic-buttons';
  it('keeps a hash that names a demo on the page', () => {
    expect(codeHashFor('#basic-buttons.js', onPage)).toBe('#basic-buttons.js');
    expect(codeHashFor('#css-basic-buttons.tsx', onPage)).toBe('#css-basic-buttons.tsx');
  });
  it('drops an unknown demo hash and an empty one', () => {
    expect(codeHashFor('#no-such-demo.js', onPage)).toBe('');
    expect(codeHashFor('', onPage)).toBe('');
  });
});
