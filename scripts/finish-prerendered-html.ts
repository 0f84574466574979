/**
 * Postbuild: finishes each prerendered page's HTML: its stylesheets inlined for the first load
 * (src/pipeline/site/inline-stylesheets.ts), then its inline scripts pinned by hash in a policy
 * <meta> (src/pipeline/site/pin-inline-scripts.ts; last, so it hashes the final HTML). Then the
 * scripts the pages name get V8's compile hint (src/pipeline/site/compile-hints.ts). Runs before
 * the service worker is bundled, so the worker precaches the final files.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadScripts, withCompileHint } from '../src/pipeline/site/compile-hints';
import { inlineStylesheets } from '../src/pipeline/site/inline-stylesheets';
import { pinInlineScripts } from '../src/pipeline/site/pin-inline-scripts';

const distDir = process.env.NEXT_DIST_DIR || '.next';
// The App Router's pages, and the Pages Router's fallback 404/500 that Next still emits.
const htmlDirs = [path.join(distDir, 'server', 'app'), path.join(distDir, 'server', 'pages')];
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

const count = { pages: 0, stylesheets: 0, pinnedPages: 0, pinnedScripts: 0 };
const startupScripts = new Set<string>();
const htmlFiles = htmlDirs.flatMap((dir) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }) : [],
);
for (const entry of htmlFiles) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  try {
    const original = readFileSync(file, 'utf8');
    for (const script of firstLoadScripts(original)) startupScripts.add(script);
    const styled = inlineStylesheets(original, readStylesheet);
    const pinned = pinInlineScripts(styled.html);
    if (pinned.html !== original) writeFileSync(file, pinned.html);
    if (styled.inlined.length) count.pages += 1;
    count.stylesheets += styled.inlined.length;
    if (pinned.pinned) count.pinnedPages += 1;
    count.pinnedScripts += pinned.pinned;
  } catch (error) {
    throw new Error(`finish-prerendered-html: ${file}: ${(error as Error).message}`);
  }
}
for (const script of startupScripts) {
  const file = path.join(distDir, script);
  if (!existsSync(file)) throw new Error(`finish-prerendered-html: a page names ${script}, not in the build`);
  const source = readFileSync(file, 'utf8');
  const hinted = withCompileHint(source);
  if (hinted !== source) writeFileSync(file, hinted);
}
console.log(
  `prerendered html: ${count.stylesheets} stylesheets (${stylesheets.size} distinct) inlined into ${count.pages} pages; ` +
    `${count.pinnedScripts} inline scripts pinned by hash in ${count.pinnedPages} pages; ` +
    `${startupScripts.size} start-up scripts marked for eager compilation`,
);
