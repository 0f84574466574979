/**
 * Postbuild: inlines each prerendered page's stylesheets (see src/pipeline/site/inline-stylesheets).
 * Runs before the service worker is bundled, so the worker precaches the final HTML.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineStylesheets } from '../src/pipeline/site/inline-stylesheets';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const appDir = path.join(distDir, 'server', 'app');
const cache = new Map<string, string>();
const readStylesheet = (href: string) => {
  if (!href.startsWith('/_next/static/css/')) throw new Error(`inline-css: unexpected stylesheet ${href}`);
  let css = cache.get(href);
  if (css === undefined) {
    css = readFileSync(path.join(distDir, href.slice('/_next/'.length)), 'utf8');
    cache.set(href, css);
  }
  return css;
};

let pages = 0;
let links = 0;
for (const entry of readdirSync(appDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const { html, inlined } = inlineStylesheets(readFileSync(file, 'utf8'), (href) => {
    try {
      return readStylesheet(href);
    } catch (error) {
      throw new Error(`inline-css: ${file}: ${(error as Error).message}`);
    }
  });
  if (!inlined.length) continue;
  writeFileSync(file, html);
  pages += 1;
  links += inlined.length;
}
console.log(`inline css: ${links} stylesheets inlined into ${pages} pages (${cache.size} distinct files)`);
