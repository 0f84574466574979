import { brotliCompressSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const PAGE = '/material-ui/react-button/';
// Strings only the editor chunk, the runner or sucrase contain.
const EDITOR_MARKERS = ['/demo-runner/index.html', 'mui-docs-demo-runner', 'Error transforming'];

async function openEditor(page: Page) {
  await page.goto(PAGE);
  await waitForHydration(page);
  const demo = page.locator('figure#basic-buttons');
  await demo.getByTestId('demo-edit').click();
  const code = demo.getByTestId('demo-editor-code');
  await expect(code).toHaveValue(/Save draft/);
  const frame = page.frameLocator('figure#basic-buttons iframe[data-testid="demo-editor-frame"]');
  // The first run loads the runner (about 150 KB brotli) into a fresh frame: slow on a busy machine.
  await expect(frame.getByRole('button', { name: 'Save draft' })).toBeVisible({ timeout: 20_000 });
  return { demo, code, frame };
}

test('edit a demo in place: the preview follows, a syntax error shows a panel, reset restores', async ({
  page,
  consoleErrors,
}) => {
  const { demo, code, frame } = await openEditor(page);
  await expect(demo.getByTestId('demo-edit')).toHaveAttribute('aria-pressed', 'true');
  const original = await code.inputValue();

  await code.fill(original.replace('Save draft', 'Keep for later'));
  await expect(frame.getByRole('button', { name: 'Keep for later' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  await expect(demo.getByTestId('demo-editor-error')).toHaveCount(0);

  // An unclosed tag: the panel names the problem and its line; the last good preview stays.
  await code.fill(
    original.replace('<Button variant="text">Cancel</Button>', '<Button variant="text">Cancel'),
  );
  const panel = demo.getByTestId('demo-editor-error');
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('role', 'alert');
  await expect(panel).toContainText(/Syntax error \(line \d+, column \d+\)/);

  await demo.getByTestId('demo-editor-reset').click();
  await expect(code).toHaveValue(original);
  await expect(panel).toHaveCount(0);
  await expect(frame.getByRole('button', { name: 'Save draft' })).toBeVisible();
  await expect(demo.getByTestId('demo-editor-reset')).toBeDisabled();

  // Stop editing: the page's own live demo is back.
  await demo.getByTestId('demo-edit').click();
  await expect(demo.getByTestId('demo-live').getByRole('button', { name: 'Save draft' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a missing import and a runtime error are reported; the page itself never evaluates code', async ({
  page,
  expectConsoleError,
}) => {
  // React logs the render error the test provokes, from inside the runner's frame.
  expectConsoleError(/^TypeError: Cannot read properties of undefined \(reading 'map'\)/);
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  const { demo, code } = await openEditor(page);
  const panel = demo.getByTestId('demo-editor-error');

  await code.fill("import pad from 'left-pad';\nexport default function D() { return pad('x', 3); }");
  await expect(panel).toContainText('Import error');
  await expect(panel).toContainText('Cannot import "left-pad"');

  await code.fill(
    'export default function D() {\n  const rows: string[] | undefined = undefined;\n  return <p>{rows!.map((r) => r)}</p>;\n}',
  );
  await expect(panel).toContainText('Runtime error');
  await expect(panel).toContainText(/TypeError/);
  // No policy was violated in the page (the frame's eval is allowed by the frame's own policy).
  expect(violations).toEqual([]);
});

test('the runner has its own policy; the page keeps no unsafe-eval', async ({ request }) => {
  const runner = await request.get('/demo-runner/index.html');
  expect(runner.status()).toBe(200);
  const policy = runner.headers()['content-security-policy'];
  expect(policy).toContain("script-src 'self' 'unsafe-eval'");
  expect(policy).toContain('sandbox allow-scripts');
  expect(policy).toContain("frame-ancestors 'self'");
  const pagePolicy = (await request.get(PAGE)).headers()['content-security-policy'];
  expect(pagePolicy).not.toContain('unsafe-eval');
});

test('the editor and the transpiler are not in the page until Edit is clicked', async ({ page, request }) => {
  const html = await (await request.get(PAGE)).text();
  const firstLoad = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
  expect(firstLoad.length).toBeGreaterThanOrEqual(2);
  for (const src of firstLoad) {
    const body = await (await request.get(src)).text();
    for (const marker of EDITOR_MARKERS) expect(body, `${src} contains ${marker}`).not.toContain(marker);
  }

  // Nor in anything the page loads while the reader only reads (demo chunks included).
  const loaded: Array<{ url: string; body: Promise<string> }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().includes('/demo-runner/')) {
      loaded.push({ url: response.url(), body: response.text().catch(() => '') });
    }
  });
  await page.goto(PAGE, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  for (const script of loaded) {
    expect(script.url).not.toContain('/demo-runner/');
    const body = await script.body;
    for (const marker of EDITOR_MARKERS)
      expect(body, `${script.url} contains ${marker}`).not.toContain(marker);
  }

  const before = loaded.length;
  await page.locator('figure#basic-buttons').getByTestId('demo-edit').click();
  await expect(
    page.frameLocator('figure#basic-buttons iframe').getByRole('button', { name: 'Publish' }),
  ).toBeVisible({ timeout: 20_000 });
  const after = loaded.slice(before);
  let editorTotal = 0;
  for (const script of after) {
    if (!script.url.includes('/demo-runner/')) {
      editorTotal += brotliCompressSync(Buffer.from(await script.body)).length;
    }
  }
  const editorChunk = [];
  for (const script of after)
    if ((await script.body).includes('/demo-runner/index.html')) editorChunk.push(script);
  expect(editorChunk.length, 'the editor chunk loads on Edit').toBe(1);
  const editorBrotli = brotliCompressSync(Buffer.from(await editorChunk[0].body)).length;
  const runner = after.filter((s) => s.url.includes('/demo-runner/') && s.url.endsWith('.js'));
  expect(runner.length).toBeGreaterThan(1);
  let runnerBrotli = 0;
  for (const script of runner) runnerBrotli += brotliCompressSync(Buffer.from(await script.body)).length;
  console.log(
    `editor chunk ${(editorBrotli / 1024).toFixed(1)} KB brotli (${(editorTotal / 1024).toFixed(1)} KB with the page chunks it pulls); runner ${runner.length} files ${(runnerBrotli / 1024).toFixed(1)} KB brotli for this demo`,
  );
});
