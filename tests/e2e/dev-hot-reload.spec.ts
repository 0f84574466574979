import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * `npm run dev` as an author uses it (scripts/dev.ts): an edit of a page or of one of its demos
 * shows in the open browser without running anything by hand, and a content error shows in Next's
 * overlay with `file:line` until the file is fixed. This spec is a Playwright project of its own
 * that runs after the others: the dev server compiles the docs route from scratch, which would
 * slow every test beside it. How fast an edit shows is measured by the bench, never here.
 */
const PORT = Number(process.env.E2E_DEV_PORT ?? 3400);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGE = `${ORIGIN}/material-ui/react-divider/`;
const MDX = path.resolve('content/material-ui/react-divider/index.mdx');
const DEMO = path.resolve('content/material-ui/react-divider/demos/dashed-divider.tsx');
const TWIN = DEMO.replace(/\.tsx$/, '.js');
/** First compile of the docs route by the dev server; minutes on a busy 2-core machine. */
const FIRST_COMPILE_MS = 15 * 60_000;
/** An edit's recompile and Next's refresh: generous for a busy machine, not a speed check. */
const EDIT_SHOWS_MS = 60_000;

test.describe.configure({ mode: 'serial', timeout: FIRST_COMPILE_MS + 5 * 60_000 });

const originals = new Map<string, string>();
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(FIRST_COMPILE_MS + 60_000);
  for (const file of [MDX, DEMO, TWIN]) originals.set(file, readFileSync(file, 'utf8'));
  mkdirSync(path.resolve('test-results'), { recursive: true });
  const log = openSync(path.resolve('test-results/dev-server.log'), 'w');
  server = spawn('npx', ['tsx', 'scripts/dev.ts'], {
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(PORT),
      // Its own build folder and feedback database: the production server of the other tests
      // keeps running from `.next` and its own embedded database.
      NEXT_DIST_DIR: '.next-dev',
      FEEDBACK_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'dev-feedback-')),
    },
  });
  await expect
    .poll(
      () =>
        fetch(PAGE).then(
          (response) => response.status,
          () => 0,
        ),
      {
        timeout: FIRST_COMPILE_MS,
        intervals: [2_000],
      },
    )
    .toBe(200);
});

test.afterAll(() => {
  for (const [file, text] of originals) writeFileSync(file, text);
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

const restore = (file: string) => writeFileSync(file, originals.get(file)!);

test('an edit of a page and of its demo shows in the open browser', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByText('Subtotal', { exact: true })).toBeVisible();

  writeFileSync(
    MDX,
    originals.get(MDX)!.replace('A divider separates content', 'Edited: a divider separates content'),
  );
  await expect(page.getByText(/^Edited: a divider separates content/)).toBeVisible({
    timeout: EDIT_SHOWS_MS,
  });

  writeFileSync(DEMO, originals.get(DEMO)!.replace('>Subtotal<', '>Subtotal before tax<'));
  await expect(page.getByText('Subtotal before tax', { exact: true })).toBeVisible({
    timeout: EDIT_SHOWS_MS,
  });
  // The watcher keeps the demo's committed JavaScript twin in step.
  await expect
    .poll(() => readFileSync(TWIN, 'utf8'), { timeout: EDIT_SHOWS_MS })
    .toContain('Subtotal before tax');

  restore(MDX);
  restore(DEMO);
  await expect(page.getByText('Subtotal', { exact: true })).toBeVisible({ timeout: EDIT_SHOWS_MS });
  await expect(page.getByText(/^Edited:/)).toHaveCount(0, { timeout: EDIT_SHOWS_MS });
  await expect.poll(() => readFileSync(TWIN, 'utf8'), { timeout: EDIT_SHOWS_MS }).toBe(originals.get(TWIN));
});

test('a content error shows in the overlay with file:line, and fixing the file clears it', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/react-divider\/index\.mdx:\d+: unknown demo "no-such-demo"/);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Divider' })).toBeVisible();

  writeFileSync(MDX, `${originals.get(MDX)}\n<Demo name="no-such-demo" />\n`);
  const overlay = page.locator('nextjs-portal');
  await expect(overlay).toContainText(/react-divider\/index\.mdx:\d+: unknown demo "no-such-demo"/, {
    timeout: EDIT_SHOWS_MS,
  });

  restore(MDX);
  await expect(overlay).toHaveCount(0, { timeout: EDIT_SHOWS_MS });
  await expect(page.getByRole('heading', { level: 1, name: 'Divider' })).toBeVisible();
});
