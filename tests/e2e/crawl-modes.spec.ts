import { COLOR_SCHEME_CONFIG } from '../../src/modules/color-scheme';
import { THEME_SETTINGS_STORAGE_KEY } from '../../src/modules/theme-settings/persisted';
import { builtPages } from './built-pages';
import { expect, notFoundErrors, test } from './fixtures';
import { checkPage } from './support/page-checks';
import { MISSING_X_LICENSE, pagesWithCommercialXDemos } from './support/commercial-x';
import { samplePages } from './support/page-kinds';

/**
 * One page of every kind crawled again in dark mode and in right to left, and a few in both at
 * once (the light crawl has every page). The sample is picked from the build, so it grows with it.
 */
const sample = samplePages(
  builtPages().map((page) => page.url),
  pagesWithCommercialXDemos(),
);
const BOTH_AT_ONCE = new Set([
  'home',
  'material-ui component',
  'joy-ui component',
  'x component',
  'material-ui API',
]);

const modes = {
  dark: { dark: true, rtl: false },
  'right to left': { dark: false, rtl: true },
  'dark and right to left': { dark: true, rtl: true },
};

test('the sample has a page of every kind', () => {
  const kinds = sample.map((page) => page.kind);
  for (const product of ['material-ui', 'joy-ui', 'base-ui', 'system']) {
    expect(kinds).toEqual(
      expect.arrayContaining([`${product} component`, `${product} API`, `${product} guide`]),
    );
  }
  expect(kinds).toEqual(
    expect.arrayContaining([
      'home',
      'docs-infra',
      'blog index',
      'blog post',
      '404',
      'x component',
      'toolpad guide',
    ]),
  );
  expect(kinds.some((kind) => kind.endsWith('standalone demo'))).toBe(true);
  expect(kinds.filter((kind) => kind.startsWith('template ')).length).toBeGreaterThanOrEqual(9);
});

for (const { kind, url, status, commercialX } of sample) {
  for (const [name, mode] of Object.entries(modes)) {
    if (mode.dark && mode.rtl && !BOTH_AT_ONCE.has(kind)) continue;
    test(`${kind} page ${url} in ${name}`, async ({ page, expectConsoleError }) => {
      if (status === 404) notFoundErrors(url).forEach(expectConsoleError);
      if (commercialX && !process.env.MUI_X_LICENSE_KEY) expectConsoleError(MISSING_X_LICENSE);
      if (mode.dark) {
        await page.addInitScript(
          (key) => localStorage.setItem(key, 'dark'),
          COLOR_SCHEME_CONFIG.modeStorageKey,
        );
      }
      if (mode.rtl) {
        await page.addInitScript(
          (key) => localStorage.setItem(key, JSON.stringify({ direction: 'rtl' })),
          THEME_SETTINGS_STORAGE_KEY,
        );
      }
      await checkPage(page, url, {
        status,
        ready: async () => {
          if (mode.dark) await expect(page.locator('html')).toHaveClass(/\bdark\b/);
          if (mode.rtl) await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        },
      });
    });
  }
}
