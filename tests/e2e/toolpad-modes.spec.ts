import { expect } from './fixtures';
import { checkPageIn, test } from './support/warm-pages';

// No trace: each mode's page lives as long as the worker (support/warm-pages.ts).
test.use({ trace: 'off' });

/**
 * Toolpad pages whose demos are whole apps in frames, in dark mode and right-to-left: the frames
 * follow the page's mode and direction, and axe checks their documents too.
 */
const PAGES = ['/toolpad/core/react-dashboard-layout/', '/toolpad/core/react-sign-in-page/'];

for (const url of PAGES) {
  test.describe(`Toolpad ${url}`, () => {
    test('dark mode', async ({ warmPage }) => {
      const page = await warmPage('dark');
      await checkPageIn(page, url, 'dark');
      // The first frame's app took the dark palette.
      const frameBody = page.frameLocator('iframe').first().locator('body');
      await expect
        .poll(() => frameBody.evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe('rgb(18, 18, 18)');
    });

    test('right to left', async ({ warmPage }) => {
      const page = await warmPage('right to left');
      await checkPageIn(page, url, 'right to left');
      await expect(page.frameLocator('iframe').first().locator('html')).toHaveAttribute('dir', 'rtl');
    });
  });
}
