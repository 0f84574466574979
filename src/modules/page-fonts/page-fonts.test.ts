import { describe, expect, it } from 'vitest';
import { FONT_SPEC_RE, fontFilesOf, fontHref } from './index';

describe('page fonts', () => {
  it('maps a fontsource stylesheet to its public URL', () => {
    expect(fontHref('@fontsource/roboto-mono/400.css')).toBe('/fonts/fontsource/roboto-mono/400.css');
    expect(fontHref('@fontsource-variable/inter/index.css')).toBe(
      '/fonts/fontsource-variable/inter/index.css',
    );
  });

  it('refuses anything that could leave the font folders', () => {
    for (const spec of [
      '@fontsource/../../etc/passwd.css',
      'roboto/400.css',
      '@fontsource/roboto/400.js',
      '@fontsource/roboto',
    ]) {
      expect(FONT_SPEC_RE.test(spec)).toBe(false);
      expect(() => fontHref(spec)).toThrow('Not a font stylesheet');
    }
  });

  it('lists the font files a stylesheet references, once each', () => {
    const css = `@font-face { src: url(./files/a-latin-400.woff2) format('woff2'), url(./files/a-latin-400.woff) format('woff'); }
@font-face { src: url('./files/a-greek-400.woff2') format('woff2'), url(./files/a-latin-400.woff2); }
@font-face { src: url(https://elsewhere.example/x.woff2); }`;
    expect(fontFilesOf(css)).toEqual([
      './files/a-latin-400.woff2',
      './files/a-latin-400.woff',
      './files/a-greek-400.woff2',
    ]);
  });
});
