/**
 * Postbuild: writes the static site (src/pipeline/site/static-site.ts) from the build: each
 * prerendered page, its inline scripts pinned by hash (pin-inline-scripts.ts), and the build's
 * `_next/static` files; then a brotli and a gzip copy of every text file. The build's own files
 * are read, never changed.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pinInlineScripts } from '../src/pipeline/site/pin-inline-scripts';
import { compressedCopies, shouldPrecompress } from '../src/pipeline/site/precompress';
import {
  BUILD_ID_FILE,
  NOT_FOUND_PAGE,
  NOT_FOUND_ROUTE,
  STATIC_SITE_DIR,
  stagedPage,
} from '../src/pipeline/site/static-site';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const started = Date.now();
const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as {
  routes: Record<string, unknown>;
};

rmSync(STATIC_SITE_DIR, { recursive: true, force: true });
let pages = 0;
let pinnedScripts = 0;
for (const route of Object.keys(manifest.routes)) {
  const page = stagedPage(route);
  if (!page) continue;
  const built = path.join(distDir, 'server', 'app', page.built);
  if (!existsSync(built))
    throw new Error(`build-static-site: ${route} was prerendered but ${built} is missing`);
  const pinned = pinInlineScripts(readFileSync(built, 'utf8'));
  const staged = path.join(STATIC_SITE_DIR, page.staged);
  mkdirSync(path.dirname(staged), { recursive: true });
  writeFileSync(staged, pinned.html);
  pages += 1;
  pinnedScripts += pinned.pinned;
}
if (pages === 0) throw new Error('build-static-site: the build prerendered no page');
// The 404 page: Next prerenders it without listing it among the routes.
const notFoundBuilt = path.join(distDir, 'server', 'app', NOT_FOUND_PAGE.built);
if (!existsSync(notFoundBuilt))
  throw new Error(`build-static-site: the build prerendered no ${NOT_FOUND_ROUTE} page (${notFoundBuilt})`);
const notFound = pinInlineScripts(readFileSync(notFoundBuilt, 'utf8'));
mkdirSync(path.join(STATIC_SITE_DIR, path.dirname(NOT_FOUND_PAGE.staged)), { recursive: true });
writeFileSync(path.join(STATIC_SITE_DIR, NOT_FOUND_PAGE.staged), notFound.html);
pinnedScripts += notFound.pinned;
// The server serves the static site only with the build it was written from (server/static-site.mjs).
writeFileSync(path.join(STATIC_SITE_DIR, BUILD_ID_FILE), readFileSync(path.join(distDir, 'BUILD_ID')));
cpSync(path.join(distDir, 'static'), path.join(STATIC_SITE_DIR, '_next', 'static'), { recursive: true });

const files = readdirSync(STATIC_SITE_DIR, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => shouldPrecompress(file, statSync(file).size));
let raw = 0;
let brotli = 0;
// zlib works on libuv's thread pool: a batch at a time keeps every thread busy and memory flat.
for (let start = 0; start < files.length; start += 64) {
  await Promise.all(
    files.slice(start, start + 64).map(async (file) => {
      const body = readFileSync(file);
      const { br, gz } = await compressedCopies(file, body);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
      raw += body.length;
      brotli += br.length;
    }),
  );
}
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(
  `static site: ${STATIC_SITE_DIR}, ${pages} pages (${pinnedScripts} inline scripts pinned), ` +
    `${files.length} files compressed, ${mb(raw)} MB → ${mb(brotli)} MB brotli, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
