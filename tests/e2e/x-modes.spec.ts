import { licenseNoticeAllowed, MISSING_X_LICENSE, pagesWithCommercialXDemos } from './support/commercial-x';
import { checkPageIn, test } from './support/warm-pages';

// No trace: each mode's page lives as long as the worker (support/warm-pages.ts).
test.use({ trace: 'off' });

/**
 * MUI X pages in dark mode and right to left: grids and pickers style themselves from the theme
 * and mirror in RTL, which the light crawl does not see. Every demo renders, deferred grids
 * included, so on a page with a Pro or Premium demo MUI X's missing-key notice (no key at build
 * time) is allowed, as in the light crawl, and nothing else.
 */
const commercialXPages = pagesWithCommercialXDemos();
const X_SAMPLE = [
  '/x/react-data-grid/editing/',
  '/x/react-data-grid/style/',
  '/x/react-data-grid/localization/',
  '/x/react-date-pickers/date-picker/',
  '/x/react-date-pickers/time-picker/',
];

for (const url of X_SAMPLE) {
  test.describe(`MUI X page ${url}`, () => {
    test.beforeEach(({ allowConsoleError }) => {
      if (licenseNoticeAllowed(url, commercialXPages)) allowConsoleError(MISSING_X_LICENSE);
    });

    test('dark mode', async ({ warmPage }) => {
      await checkPageIn(await warmPage('dark'), url, 'dark');
    });

    test('right to left', async ({ warmPage }) => {
      await checkPageIn(await warmPage('right to left'), url, 'right to left');
    });
  });
}
