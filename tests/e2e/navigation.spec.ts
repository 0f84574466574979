import { expect, test, waitForHydration } from './fixtures';

test('prev/next and breadcrumbs follow the nav data', async ({ page }) => {
  await page.goto('/material-ui/getting-started/installation/');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Material UI', 'Getting started']);
  await expect(crumbs.first().getByRole('link')).toHaveAttribute('href', '/material-ui/getting-started/');
  const pagination = page.getByRole('navigation', { name: 'Previous and next pages' });
  await expect(pagination.getByRole('link', { name: /Previous/ })).toHaveAttribute(
    'href',
    '/material-ui/getting-started/',
  );
  await expect(pagination.locator('a[rel="prev"]')).toHaveCount(1);
});

test('the table of contents highlights the section in view', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 500 });
  await page.goto('/material-ui/getting-started/installation/');
  await waitForHydration(page);
  const toc = page.getByRole('navigation', { name: 'Contents' });
  await page.locator('#font').scrollIntoViewIfNeeded();
  await page.evaluate(() => document.getElementById('font')!.scrollIntoView({ block: 'start' }));
  await expect(toc.getByRole('link', { name: 'Font' })).toHaveAttribute('aria-current', 'location');
});

test('the side nav is usable with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/base-ui/getting-started/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Quickstart' }).focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Installation' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/base-ui\/getting-started\/installation\/$/);
  await expect(nav.getByRole('link', { name: 'Installation' })).toHaveAttribute('aria-current', 'page');
});

test('the skip link moves focus to the content', async ({ page }) => {
  await page.goto('/system/getting-started/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});

test('on a phone the nav lives in a drawer that closes after navigating', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/material-ui/getting-started/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByTestId('mobile-nav');
  await expect(drawer.getByRole('link', { name: 'Installation' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Installation' }).click();
  await expect(page).toHaveURL(/installation\/$/);
  await expect(drawer).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('the product switcher lists every product and navigates', async ({ page }) => {
  await page.goto('/material-ui/getting-started/');
  await waitForHydration(page);
  await page.getByRole('button', { name: /Switch product/ }).click();
  const menu = page.getByRole('menu');
  for (const name of [
    'Material UI',
    'Joy UI',
    'Base UI',
    'MUI System',
    'Data Grid',
    'Date and Time Pickers',
    'Toolpad Core',
  ]) {
    await expect(menu.getByRole('menuitem', { name: new RegExp(name) })).toBeVisible();
  }
  // Each product links to its Overview (/joy-ui/getting-started/, reader-expectations.spec.ts).
  await expect(menu.getByRole('menuitem', { name: /Joy UI/ })).toHaveAttribute(
    'href',
    '/joy-ui/getting-started/',
  );
  await menu.getByRole('menuitem', { name: /Data Grid/ }).click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
});

test('links prefetch on intent, not while the page loads, and navigate client-side', async ({ page }) => {
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('_rsc=')) prefetches.push(new URL(request.url()).pathname);
  });
  await page.goto('/material-ui/react-button/', { waitUntil: 'networkidle' });
  await waitForHydration(page);
  // Dozens of nav, breadcrumb and footer links are in view; none is fetched ahead.
  expect(prefetches).toEqual([]);

  const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', {
    name: 'Checkbox',
    exact: true,
  });
  const prefetched = page.waitForResponse((r) => r.url().includes('/material-ui/react-checkbox/?_rsc='));
  await link.hover();
  await prefetched;
  expect(prefetches).toEqual(['/material-ui/react-checkbox/']);

  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkbox');
  // Still the same document (no full load), and the click used the payload fetched on hover.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  expect(prefetches).toEqual(['/material-ui/react-checkbox/']);
});
