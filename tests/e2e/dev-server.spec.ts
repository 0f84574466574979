import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * `npm run dev` as an author uses it (docs/decisions/0019-author-hot-reload.md): a page not opened
 * before compiles on demand and replaces its placeholder by itself; an edit of its MDX shows in the
 * open page without a reload; a content error shows in Next's error overlay with `file:line`, the
 * server keeps running, and fixing the file clears it. How fast is measured by hand and recorded in
 * 0019, not here.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 20;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROUTE = '/experiments/docs/callouts/';
const PAGE_FILE = 'content/experiments/docs/callouts/index.mdx';
const EDIT = 'A sentence added while the page is open.';
const FIXED = 'A sentence added with the fix.';
// `hidden` must be a boolean (src/model/frontmatter-schema.ts): line 4 of the file.
const BAD_FRONTMATTER = (source: string) => source.replace('hidden: true', 'hidden: sometimes');

// One dev server for the whole spec; compiling the docs route takes a while on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 420_000 });

/** Whether any process of the process group is still running (signal 0 only checks). */
function groupRunning(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves once no process of the group is left. The dev script exits before Next's workers do,
 * and they go on writing their build cache into the dist folder while they shut down: removing
 * the folder any earlier failed with ENOTEMPTY in a CI run. Workers still there after 30 s are
 * killed.
 */
async function groupGone(group: number): Promise<void> {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
  for (const [signal, seconds] of [
    ['SIGKILL', 30],
    [undefined, 10],
  ] as const) {
    const until = Date.now() + seconds * 1000;
    while (groupRunning(group) && Date.now() < until) await pause();
    if (!groupRunning(group)) return;
    if (signal) process.kill(-group, signal);
  }
  throw new Error(`the dev server's processes (group ${group}) did not exit`);
}

async function startDevServer(feedbackDir: string) {
  const child = spawn('npx', ['tsx', 'scripts/dev.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      NEXT_DIST_DIR: '.next-dev-e2e',
      FEEDBACK_DATA_DIR: feedbackDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it stops Next's workers too.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
      await groupGone(child.pid!);
    },
  };
}

test('npm run dev compiles a page when it is opened, shows an edit without a reload, and shows a content error in the overlay', async ({
  page,
  expectConsoleError,
  allowConsoleError,
}) => {
  // The content error this test writes, as the page's request and the overlay report it.
  expectConsoleError(/index\.mdx:4: invalid "hidden"/);
  expectConsoleError(/500 .*\/experiments\/docs\/callouts\/(\?_rsc=\w+)?\]?$/);
  // While the error shows, Next's error page (it has no icon link) asks for /favicon.ico, and its
  // overlay probes for a plugin with a data: URL that the site's CSP (object-src 'none') refuses.
  allowConsoleError(/\/favicon\.ico\]?$/);
  // Next's dev server compiles the app's icon route on demand and, after the error, has answered
  // 404 for it while recompiling (1 run in 5 here).
  allowConsoleError(/\/icon\.svg\?\w+\]?$/);
  allowConsoleError(
    /violates the following Content Security Policy directive: "object-src 'none'".*react-dev-overlay/,
  );
  const feedbackDir = mkdtempSync(path.join(tmpdir(), 'dev-feedback-'));
  const server = await startDevServer(feedbackDir);
  const original = readFileSync(PAGE_FILE, 'utf8');
  // How many times the dev script has recompiled the page so far (it logs each one).
  const recompiles = () => server.output().split(`${ROUTE} recompiled`).length;
  try {
    await expect
      .poll(
        () =>
          fetch(`${ORIGIN}/ad-config.json`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          message: 'the dev server answers',
          timeout: 180_000,
        },
      )
      .toBe(200);
    // Next's dev client takes edits over a websocket that each document opens anew (the placeholder
    // reloads itself into the page): an edit saved before the open document's socket has heard
    // from the server is never pushed to it. Each edit waits for that first message.
    // Only the newest socket counts: the document being replaced keeps its own open, and hears
    // frames, until it is gone.
    let devSocketReady = false;
    let newestSocket: unknown;
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/_next/webpack-hmr')) return;
      newestSocket = socket;
      devSocketReady = false;
      socket.on('framereceived', () => {
        if (socket === newestSocket) devSocketReady = true;
      });
    });
    const devSocketHeard = () =>
      expect
        .poll(() => devSocketReady, { message: "the page's dev socket is up", timeout: 120_000 })
        .toBe(true);
    // The placeholder may have a reload on its way when Next's refresh swaps the page in: the
    // author's page is the document that reload brings, so the edits wait for it.
    const documentsOnTheirWay = new Set<Request>();
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        documentsOnTheirWay.add(request);
    });
    const arrived = (request: Request) => documentsOnTheirWay.delete(request);
    page.on('requestfinished', arrived).on('requestfailed', arrived);
    await page.goto(`${ORIGIN}${ROUTE}`, { timeout: 300_000 });
    const heading = page.getByRole('heading', { level: 1 });
    // A fresh dev session holds no page yet: the placeholder comes first, then the page itself
    // (Next's refresh swaps it in; the placeholder reloads only if that has not happened).
    await expect(heading).toHaveText(`Compiling ${ROUTE}`);
    await expect(heading).toHaveText('Callouts', { timeout: 300_000 });
    await expect
      .poll(() => documentsOnTheirWay.size, { message: 'no document is on its way', timeout: 120_000 })
      .toBe(0);
    await expect(heading).toHaveText('Callouts');
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

    await devSocketHeard();
    writeFileSync(PAGE_FILE, `${original}\n${EDIT}\n`);
    await expect(page.getByText(EDIT)).toBeVisible({ timeout: 120_000 });
    writeFileSync(PAGE_FILE, original);
    await expect(page.getByText(EDIT)).toHaveCount(0, { timeout: 120_000 });
    // Neither edit needed a reload.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // A content error: Next's overlay names the file and line; the dev server stays up.
    await devSocketHeard();
    writeFileSync(PAGE_FILE, BAD_FRONTMATTER(original));
    const overlay = page.locator('nextjs-portal');
    await expect(overlay.getByText(`${PAGE_FILE}:4`).first()).toBeVisible({ timeout: 120_000 });
    expect((await fetch(`${ORIGIN}/ad-config.json`)).status).toBe(200);
    // Fixing the file clears the overlay and shows the fixed page (a sentence only it has).
    await devSocketHeard();
    writeFileSync(PAGE_FILE, `${original}\n${FIXED}\n`);
    await expect(page.getByText(FIXED)).toBeVisible({ timeout: 120_000 });
    await expect(overlay.getByText(`${PAGE_FILE}:4`)).toHaveCount(0);
    // Next recovers from the error page with a full reload, and an edit saved before the new
    // document's dev connection is up is not pushed to it; so the way back is checked by loading.
    const recompiled = recompiles();
    writeFileSync(PAGE_FILE, original);
    await expect.poll(recompiles, { timeout: 120_000 }).toBeGreaterThan(recompiled);
    await page.reload();
    await expect(heading).toHaveText('Callouts', { timeout: 120_000 });
    await expect(page.getByText(FIXED)).toHaveCount(0, { timeout: 120_000 });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n\ndev server output:\n${server.output()}`);
  } finally {
    // Leave the generated page as the original makes it, even after a failure half-way.
    const before = recompiles();
    writeFileSync(PAGE_FILE, original);
    await expect
      .poll(recompiles, { timeout: 60_000 })
      .toBeGreaterThan(before)
      .catch(() => {});
    // The page first: open, it would report its dev connection dropping when the server stops.
    await page.close();
    await server.stop();
    rmSync(feedbackDir, { recursive: true, force: true });
    // Every process of the dev server is gone (stop), so nothing writes there any more; the
    // retries are for the file system's own delays in releasing what they wrote.
    rmSync('.next-dev-e2e', { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
});
