/**
 * Postbuild, after finish-prerendered-html: each prerendered App Router page loads its start-up
 * scripts as two files instead of about 17 (src/pipeline/site/first-load-bundles.ts says why): one
 * with the scripts every page names, one with the rest of that page's list and the app's entry.
 * The shared one ends with the start-up's stages, and the entry in each page's own waits for them
 * (src/pipeline/site/staged-start.ts). The Pages Router's fallback 404/500 pages load other
 * scripts and are left as they are. Only external script tags and their preloads change, so the
 * inline-script hashes that finish-prerendered-html pinned still hold. Runs before the service
 * worker is bundled and before the static files are precompressed, so both see the bundles.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadScripts } from '../src/pipeline/site/compile-hints';
import {
  bundlePath,
  bundleSource,
  isAppEntry,
  isFirstLoadBundle,
  pageBundles,
  sharedScripts,
  withBundles,
} from '../src/pipeline/site/first-load-bundles';
import {
  chunkModuleIds,
  clientReferences,
  deferredEntrySource,
  stagedStartSource,
  warmUpModules,
} from '../src/pipeline/site/staged-start';

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

const sourceCache = new Map<string, string>();
/** A script's source, read once: the shared scripts are read for their module ids and for the bundle. */
function scriptSource(script: string): string {
  let source = sourceCache.get(script);
  if (source === undefined) {
    const file = path.join(distDir, script);
    if (!existsSync(file)) throw new Error(`bundle-first-load: a page names ${script}, not in the build`);
    source = readFileSync(file, 'utf8');
    sourceCache.set(script, source);
  }
  return source;
}

const shared = sharedScripts(pages.map((page) => page.scripts));
const sharedSet = new Set(shared);

/**
 * The client components whose code is in the shared bundle, for the start-up's stages
 * (src/pipeline/site/staged-start.ts), read from the client-reference manifests of every route.
 */
function modulesToWarmUp(): string[] {
  const sharedIds = new Set(shared.flatMap((script) => chunkModuleIds(scriptSource(script))));
  const manifests = readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('_client-reference-manifest.js'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const ids = warmUpModules(
    manifests.flatMap((file) => clientReferences(readFileSync(file, 'utf8'))),
    sharedIds,
  );
  if (ids.length === 0) throw new Error('bundle-first-load: no client component found in the shared scripts');
  return ids;
}
const warmUp = shared.length > 0 ? modulesToWarmUp() : [];

const written = new Map<string, string>();
/**
 * Writes (once) the bundle of these scripts and returns its path under the build. The shared one
 * ends with the start-up's stages; in a page's own, the app's entry waits for them.
 */
function bundleOf(scripts: readonly string[]): string {
  const key = scripts.join('\n');
  let bundle = written.get(key);
  if (bundle === undefined) {
    const isShared = scripts.every((script) => sharedSet.has(script));
    const sources = scripts.map((script) =>
      isAppEntry(script) && shared.length > 0
        ? deferredEntrySource(scriptSource(script))
        : scriptSource(script),
    );
    const source = isShared
      ? `${bundleSource(sources)}\n${stagedStartSource(warmUp)}`
      : bundleSource(sources);
    bundle = bundlePath(source);
    writeFileSync(path.join(distDir, bundle), source);
    written.set(key, bundle);
  }
  return bundle;
}

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
    `start-up script requests ${requestsBefore} → ${requestsAfter}; ${warmUp.length} modules warmed up one task each`,
);
