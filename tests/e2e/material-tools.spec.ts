import { expect, test, waitForHydration } from './fixtures';

// The Material UI tool pages: icon search, density and color playgrounds, localization.

test.describe('Material Icons', () => {
  test('search filters by name and synonym, the theme filter applies, the import copies', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/material-ui/material-icons/');
    const count = page.getByTestId('icon-count');
    await expect(count).toHaveText(/^\d+ matching icons$/);
    const all = Number((await count.textContent())!.split(' ')[0]);
    expect(all).toBeGreaterThan(2000);
    const grid = page.getByRole('list', { name: 'Icons' });

    await page.getByTestId('icon-query').fill('delete forever');
    await expect(count).not.toHaveText(`${all} matching icons`);
    await expect(grid.getByRole('button', { name: 'DeleteForever', exact: true })).toBeVisible();
    await expect(grid.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
    // Drawn from the theme chunk, not a placeholder.
    await expect(
      grid.getByRole('button', { name: 'DeleteForever', exact: true }).locator('svg path'),
    ).toHaveCount(1);

    // A synonym: "trash" finds Delete, whose name does not contain it.
    await page.getByTestId('icon-query').fill('trash');
    await expect(grid.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();

    // Brand marks exist in the Filled theme only.
    await page.getByTestId('icon-query').fill('github');
    await expect(grid.getByRole('button', { name: 'GitHub', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Outlined' }).click();
    await expect(count).toHaveText('0 matching icons');

    await page.getByTestId('icon-query').fill('delete');
    await grid.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await expect(dialog.getByTestId('icon-import')).toHaveText(
      "import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';",
    );
    await dialog.getByRole('button', { name: 'Copy import' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';",
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});

test('the icon page fetches the index and one drawing chunk; other pages ship no icon search', async ({
  page,
  request,
  consoleErrors,
}) => {
  const json: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/generated/icons/')) json.push(new URL(req.url()).pathname);
  });
  await page.goto('/material-ui/material-icons/');
  // Generous: on the shared build machine the index and chunk can take seconds.
  await expect(page.getByRole('list', { name: 'Icons' }).locator('svg').first()).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForLoadState('networkidle');
  expect(json.map((path) => path.replace(/\.[0-9a-f]{12}\.json$/, ''))).toEqual([
    '/generated/icons/index',
    '/generated/icons/filled-0',
  ]);

  // The search component is imported by its page's MDX, not by the shared MDX components.
  const html = await (await request.get('/material-ui/react-switch/')).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  for (const src of scripts) expect(await (await request.get(src)).text()).not.toContain('Show more icons');
  expect(consoleErrors).toEqual([]);
});

test('density playground changes a demo spacing, and reset restores it', async ({ page, consoleErrors }) => {
  await page.goto('/material-ui/customization/density-playground/');
  // A click on the server-rendered buttons before hydration is lost (seen once in CI).
  await waitForHydration(page);
  const playground = page.getByTestId('density-playground');
  const demo = page.locator('figure#shipping-address-form');
  const street = demo.getByLabel('Street address');
  await expect(street).toBeVisible();
  await expect(demo.locator('.MuiTextField-root')).toHaveCount(4);
  // Gap between two stacked fields: Stack spacing={2} is 2 spacing units.
  const gap = () =>
    demo.evaluate((root) => {
      const fields = root.querySelectorAll('.MuiTextField-root');
      return Math.round(fields[1].getBoundingClientRect().top - fields[0].getBoundingClientRect().bottom);
    });
  const fieldHeight = () => street.evaluate((input) => input.closest('.MuiInputBase-root')!.clientHeight);
  const initialGap = await gap();
  const initialHeight = await fieldHeight();
  expect(initialGap).toBe(16);

  await playground.getByRole('button', { name: 'Increase spacing' }).click();
  await playground.getByRole('button', { name: 'Increase spacing' }).click();
  await expect(playground.getByTestId('playground-spacing')).toHaveText('10px');
  await expect.poll(gap).toBe(20);
  await playground.getByRole('checkbox', { name: 'Dense components' }).check();
  await expect.poll(fieldHeight).toBeLessThan(initialHeight);
  // The whole site follows: the settings are the site's.
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mui-spacing').trim(),
    ),
  ).toBe('10px');

  await playground.getByRole('button', { name: 'Reset density' }).click();
  await expect(playground.getByTestId('playground-spacing')).toHaveText('8px');
  await expect.poll(gap).toBe(initialGap);
  await expect.poll(fieldHeight).toBe(initialHeight);
  expect(consoleErrors).toEqual([]);
});

test('color playground recolors the app bar outside the demos, persists and resets', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/material-ui/customization/color-playground/');
  // A radio checked before hydration changes nothing but the radio (seen once in CI, stop 32).
  await waitForHydration(page);
  const logo = page.getByRole('banner').getByRole('link', { name: 'MUI Docs home' });
  const logoColor = () => logo.evaluate((el) => getComputedStyle(el).color);
  const initial = await logoColor();
  await page.getByTestId('playground-primary-green').getByRole('radio').check();
  await expect.poll(logoColor).not.toBe(initial);
  const green = await logoColor();
  // Demos follow too: the contained button of the order card.
  const button = page.locator('figure#order-summary-card').getByRole('button', { name: 'Next status' });
  // Polled: MUI buttons animate background-color.
  await expect.poll(() => button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(green);
  await page.reload();
  await expect.poll(logoColor).toBe(green);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Reset colors' }).click();
  await expect.poll(logoColor).toBe(initial);
  expect(consoleErrors).toEqual([]);
});

test('localization lists the package locales and the demo switches labels', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/material-ui/guides/localization/');
  // Until the demo is live its combobox is server HTML and a click opens nothing.
  await waitForHydration(page);
  const count = Number(await page.getByTestId('locale-count').textContent());
  expect(count).toBeGreaterThanOrEqual(55);
  await expect(
    page.getByRole('region', { name: 'Locales of @mui/material' }).locator('tbody tr'),
  ).toHaveCount(count);

  const demo = page.locator('figure#localized-orders-table');
  await expect(demo).toContainText('Lignes par page');
  await demo.getByRole('combobox', { name: 'Locale' }).click();
  await page.getByRole('option', { name: 'deDE' }).click();
  await expect(demo).toContainText('Zeilen pro Seite');
  await expect(demo).not.toContainText('Lignes par page');
  await expect(demo.getByRole('button', { name: /nächsten Seite/i }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
