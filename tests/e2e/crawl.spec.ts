import { builtPages, pagesThePrebuildPromised } from './built-pages';
import { expect } from './fixtures';
import { licenseNoticeAllowed, MISSING_X_LICENSE, pagesWithCommercialXDemos } from './support/commercial-x';
import { checkPageIn, test } from './support/warm-pages';

// No trace: the crawl's page lives as long as the worker (support/warm-pages.ts). A failing page
// says which URL and which check; the page is then checked by hand.
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
  test(`crawl ${url}`, async ({ warmPage, allowConsoleError }) => {
    // Without a license key, MUI X's missing-key notice is the one console output allowed, and
    // only on pages of a Pro or Premium demo's chunk: whether it comes depends on which of the
    // page's demos render before the checks (deferred demos wait for the viewport).
    if (licenseNoticeAllowed(url, commercialXPages)) allowConsoleError(MISSING_X_LICENSE);
    await checkPageIn(await warmPage('light'), url, 'light');
  });
}
