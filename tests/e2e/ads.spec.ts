import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { startMockAdProvider, type MockAdProvider, type ProviderScenario } from './support/mock-ad-provider';
import { adLayoutProbeScript, fixedRandomScript, startNextServer } from './support/next-server';

// A second site server (`server.mjs`) on the same build, with the provider configured at run time
// (docs/decisions/0015-ads-run-time-config.md),
// and a real local HTTP server as the provider. Ports: E2E port + 10 and + 11.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const SITE_PORT = BASE_PORT + 10;
const PROVIDER_PORT = BASE_PORT + 11;
const DOC = '/material-ui/getting-started/';

test.describe.configure({ mode: 'serial' });

let provider: MockAdProvider;
let site: Awaited<ReturnType<typeof startNextServer>>;

test.beforeAll(async () => {
  provider = await startMockAdProvider(PROVIDER_PORT);
  site = await startNextServer(SITE_PORT, {
    AD_ENDPOINT: `${provider.origin}/ads.json`,
    AD_SCRIPT: `${provider.origin}/ad-script.js`,
  });
});

test.afterAll(async () => {
  await site?.stop();
  await provider?.close();
});

async function openDoc(page: Page, scenario: ProviderScenario, random: number) {
  provider.reset(scenario);
  await page.addInitScript(fixedRandomScript(random));
  await page.addInitScript(adLayoutProbeScript);
  await page.goto(`${site.origin}${DOC}`);
}

const block = (page: Page) => page.getByTestId('ad-block');
/**
 * CLS caused by the ad: layout shifts of nodes inside the block, plus any change of the block's
 * height (which would push everything below it). Both must be zero; the page's total CLS is
 * recorded as an annotation (other parts of the page, e.g. font swaps, are not the ad's doing).
 */
async function expectNoAdLayoutShift(page: Page, reservedHeight: number) {
  const { heights, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __adHeights: number[]; __shifts: { value: number; inAd: boolean }[] };
    return { heights: w.__adHeights, shifts: w.__shifts };
  });
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  test.info().annotations.push({ type: 'page CLS', description: total.toFixed(5) });
  expect(shifts.filter((s) => s.inAd)).toEqual([]);
  expect(heights.length).toBeGreaterThan(0);
  expect(new Set(heights)).toEqual(new Set([reservedHeight]));
}
type Queued = { type: string; name: string; params: Record<string, unknown> };
const queue = (page: Page) =>
  page.evaluate(() => (window as unknown as { __analyticsQueue?: Queued[] }).__analyticsQueue ?? []);

test('a usable provider ad is shown, its pixels fire once, the display is reported after 2.5 s', async ({
  page,
  consoleErrors,
}) => {
  await openDoc(page, 'usable', 0.05); // inline layout (< 0.2), display sampled (< 0.1)
  await expect(block(page)).toHaveAttribute('data-ad-view', 'third-party');
  await expect(block(page).locator('[data-ad-slot]')).toContainText('Acme Widgets');
  await expect(block(page)).toHaveAttribute('data-ga-event-label', 'third-party-body-top-inline');
  await expect.poll(() => provider.hits('/px2').length).toBe(1);
  await page.waitForTimeout(3000);
  expect(provider.hits('/ads.json')).toHaveLength(1);
  expect(provider.hits('/imp')).toEqual(['/imp?ad=1']);
  expect(provider.hits('/px1')).toEqual(['/px1?t=1730000000']);
  expect(provider.hits('/px2')).toEqual(['/px2?t=1730000000&x=1']);
  expect(provider.hits('/ad-script.js')).toHaveLength(0);
  const displays = (await queue(page)).filter((call) => call.name === 'ad');
  expect(displays).toEqual([
    {
      type: 'event',
      name: 'ad',
      params: { eventCategory: 'ad', eventAction: 'display', eventLabel: 'third-party-body-top-inline' },
    },
  ]);
  await expectNoAdLayoutShift(page, 126);
  expect(consoleErrors).toEqual([]);
});

for (const scenario of ['malformed', 'error'] as const) {
  test(`a ${scenario === 'error' ? '500' : 'malformed JSON'} answer falls back to an in-house ad at once`, async ({
    page,
    expectConsoleError,
  }) => {
    if (scenario === 'error') {
      // The provider's 500 is the point of the test; the browser reports it twice.
      expectConsoleError(/^HTTP 500 http:\/\/127\.0\.0\.1:\d+\/ads\.json/);
      expectConsoleError(/^Failed to load resource: .*500.*\/ads\.json/);
    }
    await openDoc(page, scenario, 0.05);
    await expect(block(page)).toHaveAttribute('data-ad-view', 'in-house');
    // Well before the blocker threshold (3000 ms into the watch): the provider's answer decided it.
    const views = await page.evaluate(
      () => (window as unknown as { __adViews: [string, number][] }).__adViews,
    );
    const watching = views.find(([view]) => view === 'third-party')?.[1] ?? NaN;
    const fellBack = views.find(([view]) => view === 'in-house')?.[1] ?? NaN;
    expect(fellBack - watching).toBeLessThan(2000);
    await expect(block(page)).toHaveAttribute('data-ga-event-label', 'in-house-unavailable-body-top-inline');
    // Random 0.05 picks the first in-house ad; its image is ours.
    await expect(block(page)).toContainText('Scaffold tool');
    expect(provider.hits('/ads.json')).toHaveLength(1);
    await expectNoAdLayoutShift(page, 126);
  });
}

test('answers without a usable item are retried 10 times, then an in-house ad shows', async ({ page }) => {
  await openDoc(page, 'empty', 0.05);
  await expect(block(page)).toHaveAttribute('data-ad-view', 'in-house');
  expect(provider.hits('/ads.json')).toHaveLength(10);
});

test('blocked provider requests fall back to an in-house ad after about 3.5 s (image layout)', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/);
  await page.route(`${provider.origin}/**`, (route) => route.abort('blockedbyclient'));
  await openDoc(page, 'slot', 0.5); // image layout, in-house (>= 0.2) in blocker mode
  await expect(block(page)).toHaveAttribute('data-ad-view', 'in-house', { timeout: 10_000 });
  // Timeline in page time (ms since navigation start) of each view the block took.
  const views = await page.evaluate(() => (window as unknown as { __adViews: [string, number][] }).__adViews);
  const watching = views.find(([view]) => view === 'third-party')?.[1];
  const fellBack = views.find(([view]) => view === 'in-house')?.[1];
  expect(watching).toBeDefined();
  expect(fellBack).toBeDefined();
  test.info().annotations.push({
    type: 'fallback',
    description: `${fellBack} ms after navigation start, ${fellBack! - watching!} ms after the watch began`,
  });
  // Attempt 7 comes 6 x 500 ms after attempt 1.
  expect(fellBack! - watching!).toBeGreaterThanOrEqual(2900);
  expect(fellBack! - watching!).toBeLessThan(3700);
  await expect(block(page)).toHaveAttribute('data-ga-event-label', 'in-house-body-top-image');
  await expect(block(page).locator('img[src^="/static/ads/"]')).toBeVisible();
  await expectNoAdLayoutShift(page, 126);
});

test('blocked JSON requests in blocker mode show the help message for 20% (draw < 0.2)', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/);
  await page.route(`${provider.origin}/**`, (route) => route.abort('blockedbyclient'));
  await openDoc(page, 'usable', 0.05);
  await expect(block(page)).toHaveAttribute('data-ad-view', 'help', { timeout: 8000 });
  await expect(block(page)).toContainText('Help us keep running');
  await expectNoAdLayoutShift(page, 126);
});

test('the provider script slot is found and shown (image layout)', async ({ page, consoleErrors }) => {
  await openDoc(page, 'slot', 0.5);
  await expect(block(page).locator('#carbonads')).toContainText('Script ad from the provider');
  await expect(block(page)).toHaveAttribute('data-ad-view', 'third-party');
  await expect(block(page)).toHaveAttribute('data-ga-event-label', 'third-party-body-top-image');
  await page.waitForTimeout(4000); // past the blocker threshold: stays on the provider
  await expect(block(page)).toHaveAttribute('data-ad-view', 'third-party');
  expect(provider.hits('/ads.json')).toHaveLength(0);
  await expectNoAdLayoutShift(page, 126);
  expect(consoleErrors).toEqual([]);
});

test("the provider's backer placeholder is replaced by an in-house ad", async ({ page }) => {
  await openDoc(page, 'backer', 0.5);
  await expect(block(page)).toHaveAttribute('data-ad-view', 'in-house');
  await expect(block(page)).toHaveAttribute('data-ga-event-label', 'in-house-backer-body-top-image');
  await expect(block(page).locator('#carbonads')).toBeHidden();
});

test('crawlers get an empty span and no provider call', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  const page = await context.newPage();
  provider.reset('usable');
  await page.goto(`${site.origin}${DOC}`);
  await expect(block(page)).toHaveAttribute('data-ad-view', 'empty');
  await page.waitForTimeout(1000);
  expect(await block(page).evaluate((el) => (el as HTMLElement).innerText.trim())).toBe('');
  expect(
    await block(page)
      .locator(':scope > span')
      .first()
      .evaluate((el) => el.outerHTML),
  ).toBe('<span></span>');
  expect(provider.requests).toEqual([]);
  await context.close();
});

test('the block reserves 142 px below sm and 126 px from sm, with 24 px margins; CLS stays 0 on mobile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openDoc(page, 'usable', 0.05);
  await expect(block(page)).toHaveAttribute('data-ad-view', 'third-party');
  const small = await block(page).evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      minHeight: style.minHeight,
      top: style.marginTop,
      bottom: style.marginBottom,
      height: (el as HTMLElement).offsetHeight,
    };
  });
  expect(small).toMatchObject({ minHeight: '142px', top: '24px', bottom: '24px' });
  expect(small.height).toBe(142);
  await page.waitForTimeout(1000);
  await expectNoAdLayoutShift(page, 142);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await block(page).evaluate((el) => getComputedStyle(el).minHeight)).toBe('126px');
});
