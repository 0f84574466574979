import { devices, type Page } from '@playwright/test';
import { CODE_STYLING_COOKIE } from '../../../src/modules/code-variant/code-variant';
import { COLOR_SCHEME_CONFIG } from '../../../src/modules/color-scheme';
import { THEME_SETTINGS_STORAGE_KEY } from '../../../src/modules/theme-settings/persisted';
import { collectErrors, expect, test as base } from '../fixtures';
import { checkPage } from './page-checks';

type Styling = 'Tailwind' | 'CSS';

/**
 * The reader settings a page is checked in: the light crawl, the dark and right-to-left ones, and
 * the demos' other stylings (the styling switch's choice, kept in a cookie).
 */
export const PAGE_MODES: Record<string, { dark: boolean; rtl: boolean; styling?: Styling }> = {
  light: { dark: false, rtl: false },
  dark: { dark: true, rtl: false },
  'right to left': { dark: false, rtl: true },
  'dark and right to left': { dark: true, rtl: true },
  'Tailwind styling': { dark: false, rtl: false, styling: 'Tailwind' },
  'CSS styling': { dark: false, rtl: false, styling: 'CSS' },
  'Tailwind styling, dark and right to left': { dark: true, rtl: true, styling: 'Tailwind' },
  'CSS styling, dark and right to left': { dark: true, rtl: true, styling: 'CSS' },
};

export type PageMode =
  | 'light'
  | 'dark'
  | 'right to left'
  | 'dark and right to left'
  | 'Tailwind styling'
  | 'CSS styling'
  | 'Tailwind styling, dark and right to left'
  | 'CSS styling, dark and right to left';

/**
 * One browser page per worker and mode, reused by every test that only reads pages (the crawls):
 * the build's hashed chunks then come from the HTTP cache and V8's code cache instead of being
 * fetched and compiled for every page (docs/decisions/0016-test-rig-and-crawl.md). The mode is
 * stored before each document loads, as a reader's saved settings would be, so nothing one page
 * stores can change what the next one checks.
 *
 * Such a page outlives the test that opened it, so Playwright's traces are off wherever it is used:
 * each test's trace chunk would copy the page's whole, growing network log (35 GB at 2,116 pages).
 */
export const test = base.extend<
  { warmPage: (mode: PageMode) => Promise<Page> },
  { warmPages: Map<PageMode, Page> }
>({
  warmPages: [
    async ({}, use) => {
      const pages = new Map<PageMode, Page>();
      await use(pages);
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
  warmPage: async ({ warmPages, browser, baseURL, errorWatch }, use) => {
    const stops: (() => void)[] = [];
    await use(async (mode) => {
      const warm = warmPages.get(mode);
      if (warm) {
        // Opened by an earlier test: this test's error watch records it from now on.
        stops.push(collectErrors(warm, errorWatch.errors).stop);
        return warm;
      }
      const { viewport, userAgent, deviceScaleFactor } = devices['Desktop Chrome'];
      // Opened through the test's browser, so its error watch already records the new context.
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, baseURL });
      // On the page, not the context: the page's first document (about:blank) has no storage.
      const page = await context.newPage();
      const { dark, rtl, styling } = PAGE_MODES[mode];
      if (styling) await context.addCookies([{ name: CODE_STYLING_COOKIE, value: styling, url: baseURL! }]);
      if (dark) {
        await page.addInitScript(
          (key) => localStorage.setItem(key, 'dark'),
          COLOR_SCHEME_CONFIG.modeStorageKey,
        );
      }
      if (rtl) {
        await page.addInitScript(
          (key) => localStorage.setItem(key, JSON.stringify({ direction: 'rtl' })),
          THEME_SETTINGS_STORAGE_KEY,
        );
      }
      warmPages.set(mode, page);
      return page;
    });
    stops.forEach((stop) => stop());
  },
});

/** `checkPage` once the page shows the mode: the dark palette's class, the document's direction. */
export async function checkPageIn(
  page: Page,
  url: string,
  mode: PageMode,
  options: { status?: number } = {},
) {
  const { dark, rtl, styling } = PAGE_MODES[mode];
  await checkPage(page, url, {
    ...options,
    ready: async () => {
      if (dark) await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      if (rtl) await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // Every demo that offers the styling shows it (the others keep their only one).
      if (styling) {
        const offering = page.locator(
          `figure:has([data-testid="styling-${styling}"]) [data-testid="demo-live"]`,
        );
        await expect(offering.first()).toBeVisible();
        await expect(offering.and(page.locator(`:not([data-styling="${styling}"])`))).toHaveCount(0);
      }
    },
  });
}
