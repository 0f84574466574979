import { COLOR_SCHEME_CONFIG } from '../../src/modules/color-scheme';
import { THEME_SETTINGS_STORAGE_KEY } from '../../src/modules/theme-settings/persisted';
import { expect, test } from './fixtures';
import { checkPage } from './support/page-checks';

/**
 * MUI X pages in dark mode and right to left: grids and pickers style themselves from the theme
 * and mirror in RTL, which the light crawl does not see. MIT pages only: without a license key
 * the Pro and Premium demos log MUI X's missing-key message, which the console check refuses.
 */
const X_SAMPLE = [
  '/x/react-data-grid/editing/',
  '/x/react-data-grid/style/',
  '/x/react-data-grid/localization/',
  '/x/react-date-pickers/date-picker/',
  '/x/react-date-pickers/time-picker/',
];

for (const url of X_SAMPLE) {
  test.describe(`MUI X page ${url}`, () => {
    test('dark mode', async ({ page, consoleErrors }) => {
      await page.addInitScript(
        (key) => localStorage.setItem(key, 'dark'),
        COLOR_SCHEME_CONFIG.modeStorageKey,
      );
      await checkPage(page, url, { ready: () => expect(page.locator('html')).toHaveClass(/\bdark\b/) });
      expect(consoleErrors).toEqual([]);
    });

    test('right to left', async ({ page, consoleErrors }) => {
      await page.addInitScript(
        (key) => localStorage.setItem(key, JSON.stringify({ direction: 'rtl' })),
        THEME_SETTINGS_STORAGE_KEY,
      );
      await checkPage(page, url, { ready: () => expect(page.locator('html')).toHaveAttribute('dir', 'rtl') });
      expect(consoleErrors).toEqual([]);
    });
  });
}
