import { expect, notFoundErrors, test } from './fixtures';

const ORIGIN = 'https://mui.com';

test('every page links its canonical English URL with a trailing slash', async ({ page }) => {
  await page.goto('/joy-ui/getting-started/installation/#font');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${ORIGIN}/joy-ui/getting-started/installation/`,
  );
  await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute('content', 'joy-ui');
  await expect(page.locator('meta[name="mui:productCategoryId"]')).toHaveAttribute('content', 'core');
});

test('zh URLs serve the English page with the English canonical', async ({ page, consoleErrors }) => {
  const response = await page.goto('/zh/system/getting-started/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MUI System overview');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${ORIGIN}/system/getting-started/`,
  );
  // The nav still marks the current page although the URL carries the language prefix.
  await expect(page.getByRole('link', { name: 'Overview', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(consoleErrors).toEqual([]);
});

test('URLs without a trailing slash redirect to the canonical one', async ({ request }) => {
  const response = await request.get('/material-ui/getting-started/installation', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/material-ui/getting-started/installation/');
});

test('product ids in the meta tags follow the first path segment', async ({ page }) => {
  for (const [path, id] of [
    ['/x/react-data-grid/', 'x-data-grid'],
    ['/experiments/docs/', 'docs-infra'],
    ['/toolpad/core/introduction/', 'toolpad'],
  ]) {
    await page.goto(path);
    await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute('content', id);
  }
});

test('an unknown page answers 404 with suggestions', async ({ page, expectConsoleError }) => {
  notFoundErrors('/material-ui/does-not-exist/').forEach(expectConsoleError);
  const response = await page.goto('/material-ui/does-not-exist/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('/versions/ reports the installed library versions', async ({ page }) => {
  await page.goto('/versions/');
  await expect(page.getByTestId('version-@mui/material')).toHaveText('6.0.1');
  await expect(page.getByTestId('version-@mui/joy')).toHaveText('5.0.0-beta.46');
  await expect(page.getByTestId('version-@mui/base')).toHaveText('5.0.0-beta.58');
});
