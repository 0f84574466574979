/**
 * Postbuild, after finish-prerendered-html: each prerendered App Router page loads its start-up
 * scripts as two files instead of about 17 (src/pipeline/site/first-load-bundles.ts says why): one
 * with the scripts every page names, one with the rest of that page's list and the app's entry.
 * The Pages Router's fallback 404/500 pages load other scripts and are left as they are. Only
 * external script tags and their preloads change, so the inline-script hashes that
 * finish-prerendered-html pinned still hold. Runs before the service worker is bundled and before
 * the static files are precompressed, so both see the bundles.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadScripts } from '../src/pipeline/site/compile-hints';
import {
  bundlePath,
  bundleSource,
  isFirstLoadBundle,
  pageBundles,
  sharedScripts,
  withBundles,
} from '../src/pipeline/site/first-load-bundles';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const appDir = path.join(distDir, 'server', 'app');

const pages = readdirSync(appDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .map((file) => ({
    file,
    // A second run on one build finds the bundles already named, and leaves those pages alone.
    scripts: firstLoadScripts(readFileSync(file, 'utf8')).filter((script) => !isFirstLoadBundle(script)),
  }))
  .filter((page) => page.scripts.length > 0);

const written = new Map<string, string>();
/** Writes (once) the bundle of these scripts and returns its path under the build. */
function bundleOf(scripts: readonly string[]): string {
  const key = scripts.join('\n');
  let bundle = written.get(key);
  if (bundle === undefined) {
    const sources = scripts.map((script) => {
      const file = path.join(distDir, script);
      if (!existsSync(file)) throw new Error(`bundle-first-load: a page names ${script}, not in the build`);
      return readFileSync(file, 'utf8');
    });
    const source = bundleSource(sources);
    bundle = bundlePath(source);
    writeFileSync(path.join(distDir, bundle), source);
    written.set(key, bundle);
  }
  return bundle;
}

const shared = sharedScripts(pages.map((page) => page.scripts));
let requestsBefore = 0;
let requestsAfter = 0;
for (const page of pages) {
  try {
    const bundles = pageBundles(page.scripts, shared).map(bundleOf);
    const html = withBundles(readFileSync(page.file, 'utf8'), new Set(page.scripts), bundles);
    writeFileSync(page.file, html);
    requestsBefore += page.scripts.length;
    requestsAfter += bundles.length;
  } catch (error) {
    throw new Error(`bundle-first-load: ${page.file}: ${(error as Error).message}`);
  }
}
console.log(
  `first-load bundles: ${pages.length} pages, ${shared.length} scripts shared by all, ${written.size} bundles; ` +
    `start-up script requests ${requestsBefore} → ${requestsAfter}`,
);
