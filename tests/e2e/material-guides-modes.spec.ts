import { COLOR_SCHEME_CONFIG } from '../../src/modules/color-scheme';
import { THEME_SETTINGS_STORAGE_KEY } from '../../src/modules/theme-settings/persisted';
import { expect, test } from './fixtures';
import { checkPage } from './support/page-checks';

/**
 * Material UI's non-component pages whose demos nest their own themes, shadow roots, CSS files or
 * CSS-variable providers (issue #39), crawled again in dark mode and right-to-left: the light crawl
 * covers them once, and these are the demos most likely to miss a mode (a nested light theme, a
 * color read from theme.palette instead of theme.vars, a shadow root the site's styles cannot reach).
 */
const PAGES = [
  '/material-ui/getting-started/learn/',
  '/material-ui/getting-started/supported-components/',
  '/material-ui/customization/how-to-customize/',
  '/material-ui/customization/dark-mode/',
  '/material-ui/customization/color/',
  '/material-ui/customization/shadow-dom/',
  '/material-ui/customization/default-theme/',
  '/material-ui/customization/theming/',
  '/material-ui/customization/creating-themed-components/',
  '/material-ui/customization/theme-components/',
  '/material-ui/customization/palette/',
  '/material-ui/customization/typography/',
  '/material-ui/customization/container-queries/',
  '/material-ui/customization/transitions/',
  '/material-ui/customization/css-theme-variables/usage/',
  '/material-ui/integrations/routing/',
  '/material-ui/integrations/interoperability/',
  '/material-ui/migration/migration-grid-v2/',
];

for (const url of PAGES) {
  test.describe(`Material UI guide ${url}`, () => {
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
