import { chromium, type Browser, type Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { startDeployProxy } from './support/deploy-proxy';

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const PROXY_PORT = BASE_PORT + 13;
const DOCS_HOST = 'mui.com'; // siteConfig.docsHost of the default build
const DOC = '/material-ui/getting-started/';

test('no service worker on a host other than the configured docs host', async ({ page, consoleErrors }) => {
  const swRequests: string[] = [];
  page.on('request', (request) => request.url().endsWith('/sw.js') && swRequests.push(request.url()));
  await page.goto(DOC);
  await waitForHydration(page);
  await page.waitForTimeout(1000);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(swRequests).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test.describe('on the docs host', () => {
  test.describe.configure({ mode: 'serial' });
  let browser: Browser;
  let proxy: Awaited<ReturnType<typeof startDeployProxy>>;

  test.beforeAll(async () => {
    proxy = await startDeployProxy(PROXY_PORT, BASE_PORT, DOCS_HOST);
    // The same production build, reached as https://mui.com/: Chromium resolves the docs host to the
    // local HTTPS proxy and accepts its throwaway certificate.
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        `--host-resolver-rules=MAP ${DOCS_HOST} 127.0.0.1:${PROXY_PORT}`,
        '--ignore-certificate-errors',
      ],
    });
  });

  test.afterAll(async () => {
    await browser?.close();
    await proxy?.close();
  });

  const controlled = (page: Page) => page.evaluate(() => !!navigator.serviceWorker.controller);

  test('registers /sw.js, serves visited pages offline, never pins a stale deploy', async ({
    errorWatch,
    expectConsoleError,
  }) => {
    proxy.setDeploy(1);
    const context = await browser.newContext();
    // This browser is the test's own, so its context is watched by hand.
    errorWatch.watch(context);
    const page = await context.newPage();
    await page.goto(`https://${DOCS_HOST}${DOC}`);
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null,
        ),
      )
      .toBe(`https://${DOCS_HOST}/sw.js`);
    // The first install takes control without reloading; the next load is served through it.
    await expect.poll(() => controlled(page)).toBe(true);
    await page.reload();
    await waitForHydration(page);
    const heading = await page.locator('h1').first().innerText();

    // Offline: the visited page (HTML and assets) still renders. The ad's configuration (then no
    // provider) and the in-house ad's image, when the drawn layout has one, are not cached, and
    // the browser reports their failed fetches. So may the favicon: when the browser fetches it
    // again while offline, the worker's cache did not answer it (the browser makes that request
    // itself, not the page).
    expectConsoleError(
      /^Failed to load resource: net::ERR_[A-Z_]+ \[https:\/\/mui\.com\/(ad-config\.json|static\/ads\/[^\]]+|icon\.svg\?[0-9a-f]+)\]$/,
    );
    await context.setOffline(true);
    // The ad block asks for its configuration after hydration: wait for that fetch to fail before
    // going back online, or the request may leave once the network is back and succeed.
    const adConfigFailed = page.waitForEvent('requestfailed', (request) =>
      request.url().endsWith('/ad-config.json'),
    );
    await page.reload();
    await expect(page.locator('h1').first()).toHaveText(heading);
    await adConfigFailed;
    await context.setOffline(false);

    // Network-first HTML: with the next deploy out, the reader gets it, not the cached copy.
    proxy.setDeploy(3);
    const response = await page.reload();
    expect(response?.headers()['x-deploy']).toBe('3');
    await context.close();
  });

  test('a second deploy reloads the page once the new worker is active and the page has focus', async ({
    errorWatch,
  }) => {
    proxy.setDeploy(1);
    const context = await browser.newContext();
    errorWatch.watch(context);
    // Headless Chromium reports every page as focused, whatever tab is in front, so the test
    // drives document.hasFocus() itself (true by default, and again after a reload).
    await context.addInitScript(() => {
      const state = window as unknown as { __focused?: boolean };
      Document.prototype.hasFocus = () => state.__focused ?? true;
    });
    const page = await context.newPage();
    await page.goto(`https://${DOCS_HOST}${DOC}`);
    await expect.poll(() => controlled(page)).toBe(true);
    await waitForHydration(page);
    // A second deploy: its worker installs, skips waiting, activates, and the page reloads itself.
    await page.evaluate(() => ((window as unknown as { __beforeReload: boolean }).__beforeReload = true));
    proxy.setDeploy(2);
    // The reader is in another tab: the new worker takes over, but this page must wait for focus.
    await page.evaluate(() => ((window as unknown as { __focused: boolean }).__focused = false));
    expect(await page.evaluate(() => document.hasFocus())).toBe(false);
    await page.evaluate(() =>
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        (window as unknown as { __newController: boolean }).__newController = true;
      }),
    );
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __newController?: boolean }).__newController), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.waitForTimeout(1_000);
    expect(
      await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload),
    ).toBe(true);
    // Back to the tab: it reloads within a focus poll or two.
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await page.evaluate(() => ((window as unknown as { __focused: boolean }).__focused = true));
    await reloaded;
    expect(
      await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload),
    ).toBeUndefined();
    await expect.poll(() => controlled(page)).toBe(true);

    await context.close();
  });
});
