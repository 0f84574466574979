import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { fixedRandomScript } from './support/next-server';

// No measurement id is configured in tests: every call lands in window.__analyticsQueue.
type Queued = { type: string; name: string; params: Record<string, unknown> };
const queue = (page: Page) =>
  page.evaluate(() => (window as unknown as { __analyticsQueue?: Queued[] }).__analyticsQueue ?? []);
const pageViews = async (page: Page) => (await queue(page)).filter((call) => call.name === 'page_view');

test('page_view on load and on every client-side navigation, with canonical location and ids', async ({
  page,
  consoleErrors,
  baseURL,
}) => {
  await page.goto('/material-ui/getting-started/');
  await waitForHydration(page);
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  expect((await pageViews(page))[0].params).toEqual({
    page_title: await page.title(),
    page_location: `${baseURL}/material-ui/getting-started`,
    productId: 'material-ui',
    productCategoryId: 'core',
  });

  await page.locator('nav a[href="/material-ui/getting-started/installation/"]').first().click();
  await expect(page).toHaveURL(/\/material-ui\/getting-started\/installation\/$/);
  await expect.poll(() => pageViews(page)).toHaveLength(2);
  const second = (await pageViews(page))[1].params;
  expect(second).toMatchObject({
    page_location: `${baseURL}/material-ui/getting-started/installation`,
    productId: 'material-ui',
    productCategoryId: 'core',
  });
  expect(second.page_title).toMatch(/Installation/);
  expect(consoleErrors).toEqual([]);
});

test('page_view ids follow the product (joy-ui is in the core category)', async ({ page, baseURL }) => {
  await page.goto('/joy-ui/getting-started/installation/');
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  expect((await pageViews(page))[0].params).toMatchObject({
    page_location: `${baseURL}/joy-ui/getting-started/installation`,
    productId: 'joy-ui',
    productCategoryId: 'core',
  });
});

test('user properties come from the cookies, the screen and the color scheme', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'codeVariant', value: 'JS', url: baseURL! }]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/material-ui/getting-started/');
  // The cookies are read through the Cookie Store API here (loopback is a secure context), so this
  // test covers that path, not the document.cookie fallback.
  expect(await page.evaluate(() => isSecureContext && 'cookieStore' in window)).toBe(true);
  await expect
    .poll(async () => (await queue(page)).filter((c) => c.type === 'set').length)
    .toBeGreaterThan(0);
  const props = (await queue(page)).find((c) => c.type === 'set')!;
  expect(props).toEqual({
    type: 'set',
    name: 'user_properties',
    params: {
      codeVariant: 'JS',
      codeStylingVariant: 'System',
      userLanguage: 'en',
      devicePixelRatio: 1,
      os: 'Windows', // the Desktop Chrome device's user agent
      colorSchemeMode: 'dark',
    },
  });

  // A pixel-ratio change (like moving the window to a 2x screen) re-sends the properties. Headless
  // Chromium only re-evaluates the media query on a new frame, which a viewport change brings.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: 1200,
    height: 720,
    deviceScaleFactor: 2,
    mobile: false,
  });
  await expect
    .poll(async () =>
      (await queue(page)).filter((c) => c.type === 'set').map((c) => c.params.devicePixelRatio),
    )
    .toEqual([1, 2]);
});

test('a click on an element carrying event attributes is reported (the ad block)', async ({ page }) => {
  await page.goto('/material-ui/getting-started/');
  const block = page.getByTestId('ad-block');
  await expect(block).toHaveAttribute('data-ad-view', 'in-house');
  const label = await block.getAttribute('data-ga-event-label');
  expect(label).toMatch(/^in-house-unconfigured-body-top-(inline|image)$/);
  // Keep the page here: the ad links out of the site.
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  await block.locator('a').last().click();
  const clicks = (await queue(page)).filter((c) => c.name === 'ad');
  expect(clicks).toEqual([
    { type: 'event', name: 'ad', params: { eventCategory: 'ad', eventAction: 'click', eventLabel: label } },
  ]);
});

test('per-element sampling: a click is reported only when the draw is below data-ga-event-split', async ({
  page,
}) => {
  await page.goto('/material-ui/getting-started/');
  await waitForHydration(page);
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.textContent = 'sampled';
    button.id = 'sampled';
    button.setAttribute('data-ga-event-category', 'test');
    button.setAttribute('data-ga-event-action', 'press');
    button.setAttribute('data-ga-event-split', '0.5');
    document.body.append(button);
  });
  const presses = async () => (await queue(page)).filter((c) => c.name === 'test').length;
  await page.evaluate(() => (Math.random = () => 0.7));
  await page.locator('#sampled').click();
  expect(await presses()).toBe(0);
  await page.evaluate(() => (Math.random = () => 0.3));
  await page.locator('#sampled').click();
  expect(await presses()).toBe(1);
});

test('web vitals: loaded and reported when the page-load draw is below 1e-4', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => request.url().includes('web-vitals') && chunks.push(request.url()));
  await page.addInitScript(fixedRandomScript(0.00005));
  await page.goto('/material-ui/getting-started/');
  await expect.poll(() => chunks.length).toBeGreaterThan(0);
  await expect
    .poll(async () =>
      (await queue(page)).filter((c) => c.name === 'web-vitals').map((c) => c.params.eventAction),
    )
    .toContain('TTFB');
});

test('web vitals: skipped, and never downloaded, for a draw at the threshold', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => request.url().includes('web-vitals') && chunks.push(request.url()));
  await page.addInitScript(fixedRandomScript(0.0001));
  await page.goto('/material-ui/getting-started/');
  await waitForHydration(page);
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  await page.waitForTimeout(1500);
  expect(chunks).toEqual([]);
  expect((await queue(page)).filter((c) => c.name === 'web-vitals')).toEqual([]);
});
