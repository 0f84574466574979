/**
 * Postbuild: finishes each prerendered page's HTML for the first load: its stylesheets inlined
 * (src/pipeline/site/inline-stylesheets.ts) and its framework scripts held until the first paint
 * (src/pipeline/site/defer-scripts.ts). Runs before the service worker is bundled, so the worker
 * precaches the final HTML.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deferScriptsToFirstPaint } from '../src/pipeline/site/defer-scripts';
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

const count = { pages: 0, stylesheets: 0, deferredScripts: 0 };
for (const entry of readdirSync(appDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  try {
    const styled = inlineStylesheets(readFileSync(file, 'utf8'), readStylesheet);
    const deferred = deferScriptsToFirstPaint(styled.html);
    if (!styled.inlined.length && !deferred.deferred.length) continue;
    writeFileSync(file, deferred.html);
    count.pages += 1;
    count.stylesheets += styled.inlined.length;
    count.deferredScripts += deferred.deferred.length;
  } catch (error) {
    throw new Error(`finish-prerendered-html: ${file}: ${(error as Error).message}`);
  }
}
console.log(
  `prerendered html: ${count.pages} pages finished; ${count.stylesheets} stylesheets (${stylesheets.size} distinct) ` +
    `inlined, ${count.deferredScripts} script tags held until the first paint`,
);
