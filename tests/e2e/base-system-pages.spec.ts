import { COLOR_SCHEME_CONFIG } from '../../src/modules/color-scheme';
import { THEME_SETTINGS_STORAGE_KEY } from '../../src/modules/theme-settings/persisted';
import { expect, test, waitForHydration } from './fixtures';
import { checkPage } from './support/page-checks';

/**
 * Issue #41's pages: a sample crawled again in dark mode and right to left (the light crawl has
 * them all), then the behaviour the pages promise: transitions that unmount after their exit,
 * playgrounds whose layout and code follow the controls, and planned pages with their badge.
 */
const SAMPLE = [
  '/base-ui/getting-started/quickstart/',
  '/base-ui/react-transitions/',
  '/base-ui/react-select/',
  '/base-ui/react-pagination/',
  '/system/flexbox/',
  '/system/borders/',
  '/system/palette/',
  '/system/typography/',
];

for (const url of SAMPLE) {
  test.describe(`issue 41 page ${url}`, () => {
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

test.describe('Base UI transitions', () => {
  for (const styling of ['System', 'Tailwind', 'CSS'] as const) {
    test(`CssTransition (${styling}): the popup enters, then unmounts after its exit transition`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto('/base-ui/react-transitions/');
      await waitForHydration(page);
      const demo = page.locator('#notifications-fade');
      await demo.getByTestId(`styling-${styling}`).click();
      const live = demo.getByTestId('demo-live');
      await expect(live).toHaveAttribute('data-styling', styling);
      const trigger = live.getByRole('button', { name: /Notifications/ });
      await trigger.click();
      const notice = page.getByText('Ada commented on your pull request');
      await expect(notice).toBeVisible();
      // Fully entered: the enter class holds opacity 1 once the transition ends.
      await expect
        .poll(() => notice.evaluate((el) => getComputedStyle(el.closest('ul')!.parentElement!).opacity))
        .toBe('1');
      await trigger.click();
      await expect(notice).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('useTransitionTrigger: the custom disclosure keeps its panel until the fade ends', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/base-ui/react-transitions/');
    await waitForHydration(page);
    const live = page.locator('#collapsible-hook').getByTestId('demo-live');
    await live.getByRole('button', { name: 'Show delivery details' }).click();
    const panel = live.getByText(/Parcels leave the warehouse/);
    await expect(panel).toBeVisible();
    await live.getByRole('button', { name: 'Hide delivery details' }).click();
    await expect(panel).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('System playgrounds', () => {
  test('flexbox: a chosen value changes the layout and the sx code', async ({ page, consoleErrors }) => {
    await page.goto('/system/flexbox/');
    await waitForHydration(page);
    const live = page.locator('#flexbox-playground').getByTestId('demo-live');
    const board = live.getByRole('list', { name: 'Sprint board' });
    await expect.poll(() => board.evaluate((el) => getComputedStyle(el).flexDirection)).toBe('row');
    await live.getByLabel('flexDirection').selectOption('column');
    await expect.poll(() => board.evaluate((el) => getComputedStyle(el).flexDirection)).toBe('column');
    await expect(live.locator('pre')).toContainText("flexDirection: 'column'");
    expect(consoleErrors).toEqual([]);
  });

  test('grid: the column template follows the control', async ({ page, consoleErrors }) => {
    await page.goto('/system/grid/');
    await waitForHydration(page);
    const live = page.locator('#grid-playground').getByTestId('demo-live');
    const album = live.getByRole('list', { name: 'Photo album' });
    await live.getByLabel('gridTemplateColumns').selectOption('200px 1fr');
    await expect
      .poll(() => album.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ')[0]))
      .toBe('200px');
    await expect(live.locator('pre')).toContainText("gridTemplateColumns: '200px 1fr'");
    expect(consoleErrors).toEqual([]);
  });
});

test('planned Base UI components are pages with the Planned badge in the nav', async ({ page }) => {
  await page.goto('/base-ui/react-rating/');
  await waitForHydration(page);
  const link = page.locator('nav a[href="/base-ui/react-rating/"]');
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(link.locator('[data-badge="planned"]')).toHaveText('Planned');
  await expect(page.getByRole('heading', { level: 1, name: 'Rating' })).toBeVisible();
});
