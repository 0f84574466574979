import { describe, expect, it } from 'vitest';
import { preloadFonts } from './preload-fonts';

const css = [
  '@font-face{font-family:IBM Plex Sans;font-weight:400;src:url(/_next/static/media/ibm-plex-sans-latin-400-normal.13a15bcd.woff2) format("woff2"),url(/_next/static/media/ibm-plex-sans-latin-400-normal.48b78688.woff) format("woff")}' +
    '@font-face{font-family:IBM Plex Sans;font-weight:700;src:url(/_next/static/media/ibm-plex-sans-latin-700-normal.45cdbe8d.woff2) format("woff2")}',
  '@font-face{font-family:Plus Jakarta Sans Variable;src:url(/_next/static/media/plus-jakarta-sans-latin-wght-normal.be6419ff.woff2) format("woff2-variations")}',
];
const html =
  '<html><head><meta charSet="utf-8"/><style data-inlined-href="/_next/static/css/a.css">x</style></head><body></body></html>';

describe('preloadFonts', () => {
  it('preloads the wanted woff2 files before the first inlined stylesheet, in the order asked', () => {
    const result = preloadFonts(html, css, [
      /plus-jakarta-sans-latin-wght/,
      /ibm-plex-sans-latin-400-normal/,
    ]);
    expect(result.preloaded).toEqual([
      '/_next/static/media/plus-jakarta-sans-latin-wght-normal.be6419ff.woff2',
      '/_next/static/media/ibm-plex-sans-latin-400-normal.13a15bcd.woff2',
    ]);
    expect(result.html).toBe(
      '<html><head><meta charSet="utf-8"/>' +
        '<link rel="preload" href="/_next/static/media/plus-jakarta-sans-latin-wght-normal.be6419ff.woff2" as="font" type="font/woff2" crossorigin=""/>' +
        '<link rel="preload" href="/_next/static/media/ibm-plex-sans-latin-400-normal.13a15bcd.woff2" as="font" type="font/woff2" crossorigin=""/>' +
        '<style data-inlined-href="/_next/static/css/a.css">x</style></head><body></body></html>',
    );
  });

  it('never preloads a woff fallback or a weight it was not asked for', () => {
    const result = preloadFonts(html, css, [/ibm-plex-sans-latin-400-normal/]);
    expect(result.html).not.toContain('.woff"');
    expect(result.html).not.toContain('700-normal');
  });

  it('leaves a page alone when no wanted file is in its CSS or nothing was inlined', () => {
    expect(preloadFonts(html, css, [/roboto/])).toEqual({ html, preloaded: [] });
    const plain = '<html><head></head><body></body></html>';
    expect(preloadFonts(plain, css, [/ibm-plex/])).toEqual({ html: plain, preloaded: [] });
  });
});
