import { COLOR_SCHEME_CONFIG } from '../../src/modules/color-scheme';
import { THEME_SETTINGS_STORAGE_KEY } from '../../src/modules/theme-settings/persisted';
import { expect, test } from './fixtures';
import { checkPage } from './support/page-checks';

/**
 * Toolpad pages whose demos are whole apps in frames, in dark mode and right-to-left: the frames
 * follow the page's mode and direction, and axe checks their documents too.
 */
const PAGES = ['/toolpad/core/react-dashboard-layout/', '/toolpad/core/react-sign-in-page/'];

for (const url of PAGES) {
  test.describe(`Toolpad ${url}`, () => {
    test('dark mode', async ({ page, consoleErrors }) => {
      await page.addInitScript(
        (key) => localStorage.setItem(key, 'dark'),
        COLOR_SCHEME_CONFIG.modeStorageKey,
      );
      await checkPage(page, url, { ready: () => expect(page.locator('html')).toHaveClass(/\bdark\b/) });
      // The first frame's app took the dark palette.
      const frameBody = page.frameLocator('iframe').first().locator('body');
      await expect
        .poll(() => frameBody.evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe('rgb(18, 18, 18)');
      expect(consoleErrors).toEqual([]);
    });

    test('right to left', async ({ page, consoleErrors }) => {
      await page.addInitScript(
        (key) => localStorage.setItem(key, JSON.stringify({ direction: 'rtl' })),
        THEME_SETTINGS_STORAGE_KEY,
      );
      await checkPage(page, url, { ready: () => expect(page.locator('html')).toHaveAttribute('dir', 'rtl') });
      await expect(page.frameLocator('iframe').first().locator('html')).toHaveAttribute('dir', 'rtl');
      expect(consoleErrors).toEqual([]);
    });
  });
}
