import { test as base, devices, type Page } from '@playwright/test';
import { builtPages, pagesThePrebuildPromised } from './built-pages';
import { collectErrors, expect } from './fixtures';
import { pagesWithCommercialXDemos, withoutLicenseNotice } from './support/commercial-x';
import { checkPage } from './support/page-checks';

/**
 * One browser page per worker, reused for every URL: the build's hashed chunks then come from the
 * HTTP cache and V8's code cache instead of being fetched and compiled ~290 times (docs/decisions/0016-test-rig-and-crawl.md).
 * The crawl only reads pages, so nothing one page stores can change what the next one checks.
 */
const test = base.extend<{ crawlErrors: string[] }, { crawlPage: Page }>({
  crawlPage: [
    async ({ browser }, use) => {
      const { viewport, userAgent, deviceScaleFactor } = devices['Desktop Chrome'];
      const context = await browser.newContext({
        viewport,
        userAgent,
        deviceScaleFactor,
        baseURL: undefined,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  crawlErrors: async ({ crawlPage }, use) => {
    const { errors, stop } = collectErrors(crawlPage);
    await use(errors);
    stop();
  },
});

// No trace: the crawl's one context lives as long as the worker, and Playwright copies its growing
// network log into each test's trace chunk, so the copies grew with the square of the pages (35 GB
// at 2,116 pages). A failing page says which URL and which check; the page is then checked by hand.
test.use({ trace: 'off' });

const pages = builtPages();
const commercialXPages = pagesWithCommercialXDemos();

test('the crawl covers every page the build lists and every page the prebuild promised', () => {
  // builtPages() already throws on a page route without HTML; here nothing the prebuild
  // produced (a content page, a standalone demo) may be missing from the build.
  const crawled = new Set(pages.map((page) => page.url));
  expect(pagesThePrebuildPromised().filter((url) => !crawled.has(url))).toEqual([]);
});

for (const { url } of pages) {
  test(`crawl ${url}`, async ({ crawlPage, crawlErrors, baseURL }) => {
    await checkPage(crawlPage, new URL(url, baseURL).href);
    expect(withoutLicenseNotice(url, crawlErrors, commercialXPages), 'console errors').toEqual([]);
  });
}
