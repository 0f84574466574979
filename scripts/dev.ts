/**
 * `npm run dev`: Next's dev server, plus a watcher on content/ that recompiles the page an edit
 * belongs to (src/pipeline/dev/hot-content.ts), so an edited page or demo shows once Next has
 * rebuilt the route, without rerunning the prebuild. A content error replaces the page with one
 * that throws it (`file:line: reason`), for Next's overlay; fixing the file clears it.
 *
 * The first run on a fresh clone runs the full prebuild before starting. Edits that span pages (a
 * new page in the nav, links checked from other pages, search) need `npm run prebuild`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import chokidar from 'chokidar';
import path from 'node:path';
import { installedVersions } from '../src/pipeline/content/installed-versions';
import { pageFileFor, recompilePage, type HotContentContext } from '../src/pipeline/dev/hot-content';

const root = process.cwd();
const port = process.env.PORT ?? '3000';
const ctx: HotContentContext = {
  root,
  contentRoot: path.join(root, 'content'),
  outDir: path.join(root, 'src/generated'),
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

const next = spawn('npx', ['next', 'dev', '-p', port], { stdio: 'inherit' });
next.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => next.kill(signal));

// One recompile at a time, and one per page for a burst of saves (editors write more than once).
const pending = new Map<string, NodeJS.Timeout>();
let queue = Promise.resolve();

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
        const started = performance.now();
        const result = await recompilePage(pageFile, ctx);
        const ms = Math.round(performance.now() - started);
        if (result.ok) console.log(`content: ${result.route} recompiled in ${ms} ms`);
        else console.error(`content: ${result.error}`);
      });
    }, SETTLE_MS),
  );
});
