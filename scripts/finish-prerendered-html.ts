/**
 * Postbuild: finishes each prerendered page's HTML for the first load: its stylesheets inlined
 * (src/pipeline/site/inline-stylesheets.ts) and the fonts of its first paint preloaded
 * (src/pipeline/site/preload-fonts.ts). Runs before the service worker is bundled, so the worker
 * precaches the final HTML.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineStylesheets } from '../src/pipeline/site/inline-stylesheets';
import { preloadFonts } from '../src/pipeline/site/preload-fonts';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const appDir = path.join(distDir, 'server', 'app');
const stylesheets = new Map<string, string>();
const readStylesheet = (href: string) => {
  if (!href.startsWith('/_next/static/css/')) throw new Error(`unexpected stylesheet ${href}`);
  let css = stylesheets.get(href);
  if (css === undefined) {
    css = readFileSync(path.join(distDir, href.slice('/_next/'.length)), 'utf8');
    stylesheets.set(href, css);
  }
  return css;
};

/** Body text (IBM Plex Sans, regular and semibold) and the headings' font while General Sans is absent. */
const FIRST_PAINT_FONTS = [
  /\/ibm-plex-sans-latin-400-normal\./,
  /\/ibm-plex-sans-latin-600-normal\./,
  /\/plus-jakarta-sans-latin-wght-normal\./,
];

const count = { pages: 0, stylesheets: 0, fontPages: 0 };
for (const entry of readdirSync(appDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  try {
    const styled = inlineStylesheets(readFileSync(file, 'utf8'), readStylesheet);
    if (!styled.inlined.length) continue;
    const fonts = preloadFonts(styled.html, styled.inlined.map(readStylesheet), FIRST_PAINT_FONTS);
    writeFileSync(file, fonts.html);
    count.pages += 1;
    count.stylesheets += styled.inlined.length;
    if (fonts.preloaded.length === FIRST_PAINT_FONTS.length) count.fontPages += 1;
  } catch (error) {
    throw new Error(`finish-prerendered-html: ${file}: ${(error as Error).message}`);
  }
}
// Every page's CSS comes from the root layout's font imports: none found means a file was renamed.
if (count.pages > 0 && count.fontPages === 0) {
  throw new Error(`finish-prerendered-html: no page has all of ${FIRST_PAINT_FONTS.join(', ')} in its CSS`);
}
console.log(
  `prerendered html: ${count.stylesheets} stylesheets (${stylesheets.size} distinct) inlined into ${count.pages} pages; ` +
    `first-paint fonts preloaded in ${count.fontPages}`,
);
