import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** The docs-infra pages (/experiments/docs/) exercise every content feature. */
const INFRA = '/experiments/docs/';

const tabGroup = (page: Page, nth: number) => page.getByRole('tablist', { name: 'Code variants' }).nth(nth);
const visibleCode = (page: Page) =>
  page.getByRole('tabpanel').filter({ visible: true }).locator('pre').allTextContents();

test('code tabs switch with clicks and arrows, groups with the same labels follow, the choice persists', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${INFRA}code-tabs/`);
  await waitForHydration(page);
  const first = tabGroup(page, 0);
  await expect(first.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute('aria-selected', 'true');
  expect((await visibleCode(page)).join('\n')).toContain('npm install @mui/material');

  await first.getByRole('tab', { name: 'pnpm', exact: true }).click();
  const shown = (await visibleCode(page)).join('\n');
  expect(shown).toContain('pnpm add @mui/material');
  expect(shown).toContain('pnpm add @mui/icons-material'); // the second group followed
  expect(shown).not.toContain('npm install');
  await expect(tabGroup(page, 2).getByRole('tab', { name: 'tsx', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await first.getByRole('tab', { name: 'pnpm', exact: true }).press('ArrowRight');
  await expect(first.getByRole('tab', { name: 'yarn', exact: true })).toBeFocused();
  await expect(first.getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.reload();
  await waitForHydration(page);
  await expect(tabGroup(page, 1).getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect((await visibleCode(page)).join('\n')).toContain('yarn add @mui/icons-material');
  expect(consoleErrors).toEqual([]);
});

test('API excerpts show the chosen rows of the generated tables and link to the API page', async ({
  page,
}) => {
  await page.goto(`${INFRA}api-excerpts/`);
  const material = page.locator('[data-api-excerpt="material-ui/button"]');
  await expect(material.locator('caption')).toHaveText('Button props (excerpt)');
  await expect(material.locator('tbody tr')).toHaveCount(3);
  expect(
    await material.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-prop'))),
  ).toEqual(['variant', 'size', 'disabled']);
  await expect(material.getByRole('link', { name: 'All Button props' })).toHaveAttribute(
    'href',
    '/material-ui/api/button/#props',
  );
  // Joy's Button has `loading`, Material UI's does not: the rows come from each package.
  await expect(page.locator('[data-api-excerpt="joy-ui/button"] [data-prop="loading"]')).toHaveCount(1);
  await expect(page.locator('[data-api-excerpt="base-ui/use-switch"] tbody tr')).toHaveCount(2);
});

test('callouts of every kind, tables and a long table of contents render', async ({ page }) => {
  await page.goto(`${INFRA}callouts/`);
  for (const kind of ['info', 'warning', 'success', 'error'])
    await expect(page.locator(`main [data-callout="${kind}"]`).first()).toBeVisible();
  await expect(page.locator('main [data-callout="info"] pre')).toHaveCount(1);

  await page.goto(`${INFRA}tables/`);
  await expect(page.locator('main table')).toHaveCount(4);

  await page.goto(`${INFRA}long-page/`);
  const toc = page.getByRole('navigation', { name: 'Contents' });
  expect(await toc.getByRole('link').count()).toBeGreaterThanOrEqual(20);
  await toc.getByRole('link', { name: 'The end of the page' }).click();
  await expect(page).toHaveURL(/#the-end-of-the-page$/);
  await expect(page.locator('#the-end-of-the-page')).toBeInViewport();
});

test('the docs-infra pages stay out of the sitemap and the search index', () => {
  const sitemap = readFileSync(path.join('public', 'sitemap.xml'), 'utf8');
  expect(sitemap).toContain('/material-ui/');
  expect(sitemap).not.toContain(INFRA);
  const manifest = JSON.parse(readFileSync('generated/search-manifest.json', 'utf8'));
  for (const tier of [manifest.names.url, manifest.text.url]) {
    const index = readFileSync(path.join('public', tier), 'utf8');
    expect(index).toContain('/material-ui/react-button/');
    expect(index, tier).not.toContain(INFRA);
  }
});
