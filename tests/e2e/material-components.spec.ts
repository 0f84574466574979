import { materialUiNav } from '../../data/nav/material-ui';
import { flattenPages } from '../../src/modules/nav';
import { COLOR_SCHEME_CONFIG } from '../../src/modules/color-scheme';
import { THEME_SETTINGS_STORAGE_KEY } from '../../src/modules/theme-settings/persisted';
import { expect, test, waitForHydration } from './fixtures';
import { checkPage } from './support/page-checks';

/**
 * Issue #39, the Components section of Material UI: the pages it added (All components, Transfer
 * List, the lab) in dark mode and right to left (the light crawl has them all), the All components
 * index against the nav, and the lab's API pages.
 */
const NEW_PAGES = [
  '/material-ui/all-components/',
  '/material-ui/react-transfer-list/',
  '/material-ui/about-the-lab/',
  '/material-ui/react-masonry/',
  '/material-ui/react-timeline/',
];

for (const url of NEW_PAGES) {
  test.describe(url, () => {
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

test('All components has one card per page of the Components nav, each linking to it', async ({
  page,
  consoleErrors,
}) => {
  const components = materialUiNav.find((item) => item.title === 'Components')!;
  const groups = components.children!.filter((item) => item.children);
  await page.goto('/material-ui/all-components/');
  await waitForHydration(page);
  for (const group of groups) {
    const list = page.getByRole('list', { name: `${group.subheader ?? group.title} components` });
    const links = flattenPages(group.children!);
    await expect(list.getByRole('listitem')).toHaveCount(links.length);
    for (const link of links) {
      await expect(list.getByRole('link', { name: link.title, exact: true })).toHaveAttribute(
        'href',
        link.pathname,
      );
    }
  }
  expect(consoleErrors).toEqual([]);
});

test('the lab components have API pages like the core ones', async ({ page, consoleErrors }) => {
  await page.goto('/material-ui/api/loading-button/');
  await expect(page.getByRole('heading', { level: 1, name: 'LoadingButton API' })).toBeVisible();
  await expect(page.locator('#prop-loadingPosition').getByRole('rowheader')).toHaveText('loadingPosition');
  await expect(page.getByText("import LoadingButton from '@mui/lab/LoadingButton';").first()).toBeAttached();
  for (const slug of ['masonry', 'tab-context', 'tab-list', 'tab-panel', 'timeline', 'timeline-dot']) {
    const response = await page.goto(`/material-ui/api/${slug}/`);
    expect(response?.status(), slug).toBe(200);
  }
  expect(consoleErrors).toEqual([]);
});
