import { test } from '@playwright/test';
import { collectErrors, expect } from './fixtures';
import { checkPage } from './support/page-checks';

/** The 404 document itself answers 404: that one error is expected, nothing else is. */
function unexpected(errors: string[]) {
  return errors.filter((error) => !/404/.test(error));
}

test('a mistyped page suggests the nearest page names and passes the crawl checks', async ({ page }) => {
  const { errors } = collectErrors(page);
  await checkPage(page, '/material-ui/react-buton/', {
    status: 404,
    ready: () => expect(page.getByTestId('page-suggestions')).toBeVisible(),
  });
  const suggestions = page.getByTestId('page-suggestions').getByRole('link');
  await expect(suggestions.first()).toHaveAttribute('href', '/material-ui/react-button/');
  await suggestions.first().click();
  await expect(page).toHaveURL(/\/material-ui\/react-button\/$/);
  expect(unexpected(errors)).toEqual([]);
});

test('the search form ranks page names by the words typed', async ({ page }) => {
  const { errors } = collectErrors(page);
  await page.goto('/no-such-page/');
  await page
    .getByTestId('not-found-search')
    .getByRole('searchbox', { name: 'Search page names' })
    .fill('autocomplet');
  await page.getByTestId('not-found-search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/no-such-page\/\?q=autocomplet$/);
  const first = page.getByTestId('page-suggestions').getByRole('link').first();
  await expect(first).toHaveAttribute('href', /\/api\/(use-)?autocomplete\/$/);
  expect(unexpected(errors)).toEqual([]);
});

test('words matching no page say so', async ({ page }) => {
  await page.goto('/zzqx-flarp/');
  await expect(page.getByTestId('page-suggestions')).toContainText('No page has a similar name.');
});
