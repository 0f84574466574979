import { COLOR_SCHEME_CONFIG } from '../../src/modules/color-scheme';
import { THEME_SETTINGS_STORAGE_KEY } from '../../src/modules/theme-settings/persisted';
import { expect, test } from './fixtures';
import { checkPage } from './support/page-checks';

/** One page of each kind, crawled again in dark mode and in right-to-left (the light crawl has them all). */
const SAMPLE: { kind: string; url: string }[] = [
  { kind: 'home', url: '/' },
  { kind: 'component', url: '/material-ui/react-button/' },
  // Joy UI demos carry their own theme whose variables follow the site's mode classes.
  { kind: 'Joy UI component', url: '/joy-ui/react-list/' },
  { kind: 'API', url: '/material-ui/api/button/' },
  { kind: 'guide', url: '/material-ui/getting-started/installation/' },
  { kind: 'blog', url: '/blog/right-to-left-layouts/' },
  { kind: 'template', url: '/material-ui/getting-started/templates/dashboard/' },
];

for (const { kind, url } of SAMPLE) {
  test.describe(`${kind} page ${url}`, () => {
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
