import { expect, test, waitForHydration } from './fixtures';

/**
 * The Joy theme builder is a working tool: a picked color restyles both scheme previews (and only
 * them), the radius slider changes the components' corners, and the generated code carries both.
 */
const PAGE = '/joy-ui/customization/theme-builder/';

test('picking a color and a radius restyles the previews and the extendTheme code', async ({
  page,
  consoleErrors,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(PAGE);
  await waitForHydration(page);
  const demo = page.locator('#theme-editor');
  const light = demo.getByRole('group', { name: 'light scheme preview' });
  const save = light.getByRole('button', { name: 'Save' });
  const before = await save.evaluate((el) => getComputedStyle(el).backgroundColor);
  await expect(demo.locator('pre')).toContainText('extendTheme({})');

  // Native color inputs take a value through fill(), which fires input and change.
  await demo.getByLabel('primary', { exact: true }).fill('#8b1fa9');
  await expect
    .poll(() => save.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe('rgb(139, 31, 169)');
  expect(before).not.toBe('rgb(139, 31, 169)');
  await expect(demo.locator('pre')).toContainText("500: '#8b1fa9'".replace(/'/g, '"'));

  // The dark scheme keeps its own primary until it is edited on the "Dark colors" tab.
  const dark = demo.getByRole('group', { name: 'dark scheme preview' });
  const darkSave = dark.getByRole('button', { name: 'Save' });
  expect(await darkSave.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(139, 31, 169)');
  const darkTab = demo.getByRole('tab', { name: 'Dark colors' });
  await darkTab.click();
  // The fields are shared by both schemes: fill only once they show the dark scheme's values, or
  // the edit can land on the light scheme on a busy machine.
  await expect(darkTab).toHaveAttribute('aria-selected', 'true');
  const primary = demo.getByLabel('primary', { exact: true });
  await expect(primary).not.toHaveValue('#8b1fa9');
  await primary.fill('#22aa55');
  await expect
    .poll(() => darkSave.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe('rgb(34, 170, 85)');

  // Radius: the slider's arrow keys change --joy-radius-* inside the previews only.
  const slider = demo.getByRole('slider', { name: /Radius/ });
  await slider.focus();
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => save.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('8px');
  await expect(demo.locator('pre')).toContainText('radius');

  // The rest of the page keeps Joy's default primary.
  const outside = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--joy-palette-primary-500').trim(),
  );
  expect(outside.toLowerCase()).not.toBe('#8b1fa9');
  expect(consoleErrors).toEqual([]);
});
