/**
 * `npm run dev`: Next's dev server, plus a watcher on content/ that recompiles the page an edit
 * belongs to (src/pipeline/dev/hot-content.ts), so an edited page or demo shows once Next has
 * rebuilt the route, without rerunning the prebuild. A content error replaces the page with one
 * that throws it (`file:line: reason`), for Next's overlay; fixing the file clears it.
 *
 * The first run on a fresh clone runs the full prebuild before starting. Edits that span pages (a
 * new page in the nav, links checked from other pages, search) need `npm run prebuild`.
 *
 * Pages are compiled on demand: the docs route holds only the pages opened in this session, so the
 * first page answers in seconds rather than minutes (`--all-pages` compiles every page).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import chokidar from 'chokidar';
import path from 'node:path';
import { installedVersions } from '../src/pipeline/content/installed-versions';
import { PAGES_ON_DEMAND_ENV, WANTED_PAGES_FILE } from '../src/model/dev-pages.mjs';
import type { PageRecord } from '../src/model/page-record';
import { pageFileFor, recompilePage, type HotContentContext } from '../src/pipeline/dev/hot-content';
import { wantedRoutes, writeDevRegistry } from '../src/pipeline/dev/pages-on-demand';

const root = process.cwd();
const port = process.env.PORT ?? '3000';
const ctx: HotContentContext = {
  root,
  contentRoot: path.join(root, 'content'),
  outDir: path.join(root, 'generated'),
  publicDir: path.join(root, 'public'),
  versions: installedVersions(root),
};
/** Files an edit of which changes a page; `.js` files under content/ are the generated twins. */
const WATCHED = /\.(mdx|tsx|ts|css)$/;
const SETTLE_MS = 50;

if (!existsSync(path.join(ctx.outDir, 'pages.json'))) {
  const prebuild = spawnSync('npx', ['tsx', 'scripts/prebuild.ts'], { stdio: 'inherit' });
  if (prebuild.status !== 0) process.exit(prebuild.status ?? 1);
}

// One recompile at a time, and one per page for a burst of saves (editors write more than once).
const pending = new Map<string, NodeJS.Timeout>();
let queue = Promise.resolve();

// Pages on demand (src/model/dev-pages.mjs): the docs route compiles only the pages opened in this
// session. `npm run dev -- --all-pages` compiles every page, as before.
const onDemand = !process.argv.includes('--all-pages');
const wantedFile = path.join(root, WANTED_PAGES_FILE);
/** Recompiles a page and says how it went (a content error is the page's, shown in the browser). */
async function recompile(pageFile: string): Promise<void> {
  const started = performance.now();
  const result = await recompilePage(pageFile, ctx);
  const ms = Math.round(performance.now() - started);
  if (result.ok) console.log(`content: ${result.route} recompiled in ${ms} ms`);
  else console.error(`content: ${result.error}`);
}

const opened = new Set<string>();
const servePages = async (rewrite = false) => {
  const wanted = wantedRoutes(await readFile(wantedFile, 'utf8').catch(() => ''));
  const records = JSON.parse(await readFile(path.join(ctx.outDir, 'pages.json'), 'utf8')) as PageRecord[];
  const served = await writeDevRegistry(ctx.outDir, records, wanted, { rewrite });
  // A page is compiled again when it is first opened: its files may have changed while no dev
  // server was watching (a pull, an edit after stopping on a content error). This also builds its
  // demos once (memo.ts), so the author's first edit is as quick as later ones.
  for (const record of served.filter((r) => !opened.has(r.route))) {
    opened.add(record.route);
    queue = queue.then(() => recompile(path.join(root, record.file)));
  }
  return served;
};
if (onDemand) {
  rmSync(wantedFile, { force: true });
  mkdirSync(path.dirname(wantedFile), { recursive: true });
  let served = (await servePages()).length;
  // The folder, not the file: chokidar reports nothing for a file that does not exist yet.
  chokidar.watch(path.dirname(wantedFile), { ignoreInitial: true }).on('all', (_event, file) => {
    if (file !== wantedFile) return;
    queue = queue.then(async () => {
      const before = served;
      served = (await servePages(true)).length;
      if (served !== before) console.log(`content: the dev server now compiles ${served} page(s)`);
    });
  });
}

const next = spawn('npx', ['next', 'dev', '-p', port], {
  stdio: 'inherit',
  env: onDemand ? { ...process.env, [PAGES_ON_DEMAND_ENV]: '1' } : process.env,
});
next.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => next.kill(signal));

// chokidar, not fs.watch: Node 20's recursive fs.watch stops reporting a file once an editor
// saves it by rename (docs/decisions/0019-author-hot-reload.md).
const watcher = chokidar.watch(ctx.contentRoot, { ignoreInitial: true });
watcher.on('all', (_event, file) => {
  if (!WATCHED.test(file)) return;
  const pageFile = pageFileFor(file, ctx.contentRoot);
  if (!pageFile) return;
  clearTimeout(pending.get(pageFile));
  pending.set(
    pageFile,
    setTimeout(() => {
      pending.delete(pageFile);
      queue = queue.then(async () => {
        await recompile(pageFile);
        // A page that gained its first demo needs its demo group in the dev registry too.
        if (onDemand) await servePages();
      });
    }, SETTLE_MS),
  );
});
