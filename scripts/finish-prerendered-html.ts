/**
 * Postbuild: finishes each prerendered page's HTML for the first load (see each transform's module):
 * its stylesheets inlined, its demo chunks requested with the page's own scripts. Runs before the
 * service worker is bundled, so the worker precaches the final HTML.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineStylesheets } from '../src/pipeline/site/inline-stylesheets';
import { preloadDemoChunks, type LoadableManifest } from '../src/pipeline/site/preload-demo-chunks';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const appDir = path.join(distDir, 'server', 'app');
const manifest = JSON.parse(
  readFileSync(path.join(distDir, 'react-loadable-manifest.json'), 'utf8'),
) as LoadableManifest;
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

const count = { pages: 0, stylesheets: 0, demoPages: 0, demoScripts: 0 };
for (const entry of readdirSync(appDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  try {
    const styled = inlineStylesheets(readFileSync(file, 'utf8'), readStylesheet);
    const finished = preloadDemoChunks(styled.html, manifest);
    if (!styled.inlined.length && !finished.added.length) continue;
    writeFileSync(file, finished.html);
    count.pages += 1;
    count.stylesheets += styled.inlined.length;
    count.demoPages += finished.added.length ? 1 : 0;
    count.demoScripts += finished.added.length;
  } catch (error) {
    throw new Error(`finish-prerendered-html: ${file}: ${(error as Error).message}`);
  }
}
console.log(
  `prerendered html: ${count.stylesheets} stylesheets inlined (${stylesheets.size} distinct) and ` +
    `${count.demoScripts} demo scripts requested on ${count.demoPages} pages, ${count.pages} pages rewritten`,
);
