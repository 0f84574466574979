import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * `npm run dev` as an author uses it (docs/decisions/0019-author-hot-reload.md): a page not opened
 * before compiles on demand and replaces its placeholder by itself, and an edit of its MDX shows
 * in the open page without a reload. How fast is measured by hand and recorded in 0019, not here.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 20;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROUTE = '/experiments/docs/callouts/';
const PAGE_FILE = 'content/experiments/docs/callouts/index.mdx';
const EDIT = 'A sentence added while the page is open.';

// One dev server for the whole spec; compiling the docs route takes a while on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 420_000 });

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
    },
  };
}

test('npm run dev compiles a page when it is opened and shows an edit of its MDX without a reload', async ({
  page,
}) => {
  const feedbackDir = mkdtempSync(path.join(tmpdir(), 'dev-feedback-'));
  const server = await startDevServer(feedbackDir);
  const original = readFileSync(PAGE_FILE, 'utf8');
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
    await page.goto(`${ORIGIN}${ROUTE}`, { timeout: 300_000 });
    const heading = page.getByRole('heading', { level: 1 });
    // A fresh dev session holds no page yet: the placeholder comes first, then the page itself.
    await expect(heading).toHaveText(`Compiling ${ROUTE}`);
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await expect(heading).toHaveText('Callouts', { timeout: 300_000 });

    writeFileSync(PAGE_FILE, `${original}\n${EDIT}\n`);
    await expect(page.getByText(EDIT)).toBeVisible({ timeout: 120_000 });
    writeFileSync(PAGE_FILE, original);
    await expect(page.getByText(EDIT)).toHaveCount(0, { timeout: 120_000 });
    // Neither the page nor the edit needed a reload.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n\ndev server output:\n${server.output()}`);
  } finally {
    writeFileSync(PAGE_FILE, original);
    await server.stop();
    rmSync(feedbackDir, { recursive: true, force: true });
    rmSync('.next-dev-e2e', { recursive: true, force: true });
  }
});
