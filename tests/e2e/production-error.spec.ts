import { productionErrorUrl } from '../../src/modules/errors/error-url';
import { expect, test, waitForHydration } from './fixtures';

const hostile = '<img src=x onerror="window.__pwned=1">';

test('decodes a code with its argument, shown as text and never as markup', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(productionErrorUrl(9, [hostile]));
  await waitForHydration(page);
  const decoded = page.getByTestId('decoded-error');
  await expect(decoded.getByRole('heading', { name: 'Error 9' })).toBeVisible();
  const message = decoded.getByTestId('error-message');
  await expect(message).toContainText(`MUI: Unsupported ${hostile} color.`);
  await expect(message.locator('[data-arg="0"]')).toHaveText(hostile);
  await expect(page.locator('main img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(consoleErrors).toEqual([]);
});

test('a link cut short shows a placeholder for the missing argument', async ({ page }) => {
  await page.goto(productionErrorUrl(11, [' (primary)']));
  const message = page.getByTestId('decoded-error').getByTestId('error-message');
  await expect(message).toContainText('MUI: The color (primary) provided to augmentColor(color) is invalid.');
  await expect(message).toContainText('[argument 2 missing]');
});

test('a code reused by an older nested copy shows both meanings', async ({ page }) => {
  await page.goto(productionErrorUrl(20));
  const decoded = page.getByTestId('decoded-error');
  await expect(decoded).toContainText('is a private field used for CSS variables support');
  await expect(decoded).toContainText('@mui/system@6.0.0-alpha.13');
  await expect(decoded).toContainText('has been moved to theme.unstable_sx');
});

test('an unknown code gets a clear page', async ({ page, consoleErrors }) => {
  await page.goto(productionErrorUrl(99999, ['x']));
  const unknown = page.getByTestId('unknown-code');
  await expect(unknown.getByRole('heading', { name: 'Unknown error code 99999' })).toBeVisible();
  await expect(unknown).toContainText('@mui/material 6.0.1');
  await expect(page.getByTestId('decoded-error')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a malformed code says so', async ({ page }) => {
  await page.goto('/production-error/?code=abc');
  await expect(page.getByRole('heading', { name: 'No valid error code' })).toBeVisible();
});

test('without a code the page lists every code', async ({ page }) => {
  await page.goto('/production-error/');
  await expect(page.getByRole('heading', { level: 1, name: 'Production error' })).toBeVisible();
  await expect(page.locator('#code-9')).toContainText('‹argument 1›');
  await expect(page.getByTestId('decoded-error')).toHaveCount(0);
});
