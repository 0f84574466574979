import { expect, openSettings, test, waitForHydration } from './fixtures';

const PAGE = '/material-ui/getting-started/';

test('RTL toggle flips the document and persists', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const navBox = () => page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
  expect((await navBox())!.x).toBeLessThan(100);

  await openSettings(page);
  await page.getByTestId('direction-rtl').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Escape');
  // The side nav moves to the right edge, and MUI styles come from the RTL cache.
  await expect.poll(async () => (await navBox())!.x).toBeGreaterThan(1000);
  await expect(page.locator('style[data-emotion^="muirtl"]').first()).toBeAttached();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(consoleErrors).toEqual([]);
});

test('primary color applies to the site, persists, and resets', async ({ page, consoleErrors }) => {
  await page.goto(PAGE);
  const primary = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim(),
    );
  const initial = await primary();
  await openSettings(page);
  await page.getByTestId('primary-green').click();
  await expect.poll(primary).not.toBe(initial);
  const green = await primary();
  await page.reload();
  await expect.poll(primary).toBe(green);
  await openSettings(page);
  await page.getByRole('button', { name: 'Reset colors' }).click();
  await expect.poll(primary).toBe(initial);
  expect(consoleErrors).toEqual([]);
});

test('density: dense mode and spacing steps apply and reset', async ({ page, consoleErrors }) => {
  await page.goto(PAGE);
  const spacingVar = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-spacing').trim());
  await openSettings(page);
  await page.getByRole('button', { name: 'Increase spacing' }).click();
  await expect(page.getByTestId('spacing-value')).toHaveText('9px');
  await expect.poll(spacingVar).toBe('9px');
  await page.getByRole('checkbox', { name: 'Dense mode' }).check();
  // Dense mode makes MUI controls small: the drawer's own mode buttons shrink.
  await expect(page.getByTestId('mode-light')).toHaveClass(/MuiToggleButton-sizeSmall/);
  await page.getByRole('button', { name: 'Reset density' }).click();
  await expect(page.getByTestId('spacing-value')).toHaveText('8px');
  await expect(page.getByRole('checkbox', { name: 'Dense mode' })).not.toBeChecked();
  await expect(page.getByTestId('mode-light')).toHaveClass(/MuiToggleButton-sizeMedium/);
  expect(consoleErrors).toEqual([]);
});

test('language lists English and marks other languages unavailable', async ({ page }) => {
  await page.goto(PAGE);
  await openSettings(page);
  const languages = page.getByRole('region', { name: 'Language' });
  await expect(languages).toContainText('English');
  await expect(languages).toContainText('中文 (not available yet)');
});

test('unreadable stored settings fall back to the defaults with a warning, never a blank page', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.addInitScript(() => {
    localStorage.setItem('mui-theme-settings', '{"direction": "sideways", "spacing": "wide"');
    localStorage.setItem('mui-mode', 'neon');
  });
  await page.goto('/material-ui/react-button/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Button');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveClass(/\b(light|dark)\b/);
  expect(warnings).toEqual(
    expect.arrayContaining([
      'Ignoring the stored site settings (mui-theme-settings): unreadable, so the defaults apply.',
      'Ignoring the stored value "neon" of mui-mode: the default applies.',
    ]),
  );
});
