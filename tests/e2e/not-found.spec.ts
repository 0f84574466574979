import { expect, notFoundErrors, test } from './fixtures';
import { checkPage } from './support/page-checks';

// Each test's 404 document answers 404 on purpose: those errors are announced, nothing else is allowed.

test('a mistyped page suggests the nearest page names and passes the crawl checks', async ({
  page,
  expectConsoleError,
}) => {
  notFoundErrors('/material-ui/react-buton/').forEach(expectConsoleError);
  await checkPage(page, '/material-ui/react-buton/', {
    status: 404,
    ready: () => expect(page.getByTestId('page-suggestions')).toBeVisible(),
  });
  const suggestions = page.getByTestId('page-suggestions').getByRole('link');
  await expect(suggestions.first()).toHaveAttribute('href', '/material-ui/react-button/');
  await suggestions.first().click();
  await expect(page).toHaveURL(/\/material-ui\/react-button\/$/);
});

test('the search form ranks page names by the words typed', async ({ page, expectConsoleError }) => {
  notFoundErrors('/no-such-page/').forEach(expectConsoleError);
  notFoundErrors('/no-such-page/?q=autocomplet').forEach(expectConsoleError);
  await page.goto('/no-such-page/');
  await page
    .getByTestId('not-found-search')
    .getByRole('searchbox', { name: 'Search page names' })
    .fill('autocomplet');
  await page.getByTestId('not-found-search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/no-such-page\/\?q=autocomplet$/);
  const first = page.getByTestId('page-suggestions').getByRole('link').first();
  await expect(first).toHaveAttribute('href', /\/api\/(use-)?autocomplete\/$/);
});

test('words matching no page say so', async ({ page, expectConsoleError }) => {
  notFoundErrors('/zzqx-flarp/').forEach(expectConsoleError);
  await page.goto('/zzqx-flarp/');
  await expect(page.getByTestId('page-suggestions')).toContainText('No page has a similar name.');
});
