/**
 * Adds `<link rel="preload" as="font">` for the font files a page's first paint draws with, found in
 * its inlined CSS (see inline-stylesheets.ts).
 *
 * The @font-face rules only ask for a file once the first layout needs it, so the text was laid out
 * in the fallback font, then the whole page again when each web font swapped in: a 4× CPU trace of
 * a docs page showed that second full layout as a ~170 ms task after first paint. Preloaded from the
 * head, the files are usually in before the first layout.
 */
const FONT_URL = /url\((\/_next\/static\/media\/[^)\s"']+\.woff2)\)/g;

export interface PreloadedPage {
  html: string;
  /** The font URLs now preloaded, in the order of `wanted`. */
  preloaded: string[];
}

/**
 * `wanted` picks files by name (`ibm-plex-sans-latin-400-normal`, …): each pattern preloads the
 * first matching URL of the CSS. The links go before the first inlined stylesheet, in the head.
 */
export function preloadFonts(html: string, css: readonly string[], wanted: readonly RegExp[]): PreloadedPage {
  const urls = [...new Set(css.flatMap((sheet) => [...sheet.matchAll(FONT_URL)].map((match) => match[1])))];
  const preloaded = wanted
    .map((pattern) => urls.find((url) => pattern.test(url)))
    .filter((url): url is string => url !== undefined);
  const at = html.indexOf('<style data-inlined-href=');
  if (!preloaded.length || at < 0) return { html, preloaded: [] };
  const links = preloaded
    .map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin=""/>`)
    .join('');
  return { html: html.slice(0, at) + links + html.slice(at), preloaded };
}
