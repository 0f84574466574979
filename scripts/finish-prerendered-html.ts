/**
 * Postbuild: finishes each prerendered page's HTML for the first load: its stylesheets inlined
 * (src/pipeline/site/inline-stylesheets.ts). Runs before the service worker is bundled, so the worker
 * precaches the final HTML.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineStylesheets } from '../src/pipeline/site/inline-stylesheets';

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

const count = { pages: 0, stylesheets: 0 };
for (const entry of readdirSync(appDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  try {
    const styled = inlineStylesheets(readFileSync(file, 'utf8'), readStylesheet);
    if (!styled.inlined.length) continue;
    writeFileSync(file, styled.html);
    count.pages += 1;
    count.stylesheets += styled.inlined.length;
  } catch (error) {
    throw new Error(`finish-prerendered-html: ${file}: ${(error as Error).message}`);
  }
}
console.log(
  `prerendered html: ${count.stylesheets} stylesheets (${stylesheets.size} distinct) inlined into ${count.pages} pages`,
);
