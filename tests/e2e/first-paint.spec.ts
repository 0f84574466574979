import { expect, openSettings, test } from './fixtures';

/**
 * Prerendered pages start their framework scripts only after the first frame is painted
 * (src/pipeline/site/defer-scripts.ts): the reader sees the HTML's text without waiting for
 * JavaScript to be evaluated, and the page still hydrates and works.
 *
 * On loopback the first frame usually wins the race anyway, so each test makes it lose: a
 * stylesheet added to the head holds rendering for a second, long enough for every chunk to arrive.
 * Plain async scripts then run before any frame; the deferred ones wait for it.
 */
const HOLD_MS = 1000;
const PAGES = ['/', '/material-ui/react-button/', '/material-ui/api/button/', '/blog/css-variables-theme/'];

for (const url of PAGES) {
  test(`${url} paints before its first chunk runs, then hydrates`, async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      // Frames rendered so far: a requestAnimationFrame callback runs once per rendering update.
      let frames = 0;
      const tick = () => {
        frames += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      // Every Next chunk starts by reading or creating webpack's chunk list on `self`.
      let chunks: unknown;
      const seen = () => {
        if (w.framesBeforeFirstChunk === undefined) w.framesBeforeFirstChunk = frames;
      };
      Object.defineProperty(window, 'webpackChunk_N_E', {
        configurable: true,
        get: () => (seen(), chunks),
        set: (value) => (seen(), (chunks = value)),
      });
    });
    await page.route('**/hold-first-frame.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.fulfill({ contentType: 'text/css', body: '' });
    });
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<head[^>]*>/,
        (head) => `${head}<link rel="stylesheet" href="/hold-first-frame.css"/>`,
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(url);
    await openSettings(page);
    const framesBeforeFirstChunk = await page.evaluate(
      () => (window as unknown as Record<string, unknown>).framesBeforeFirstChunk,
    );
    expect(framesBeforeFirstChunk, 'frames rendered before the first chunk ran').toBeGreaterThanOrEqual(1);
    const scriptsInHtml = await page.evaluate(() => document.querySelectorAll('script[src][async]').length);
    expect(scriptsInHtml, 'the loader added the chunks as async scripts').toBeGreaterThan(3);
    expect(consoleErrors).toEqual([]);
  });
}

test('a tab opened in the background loads its scripts without waiting for a frame', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    // A hidden tab renders no frames: make sure nothing waits for one.
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/material-ui/getting-started/installation/');
  await expect(page.locator('#after-paint-scripts')).toHaveCount(1);
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('script[src][async]').length))
    .toBeGreaterThan(3);
});
