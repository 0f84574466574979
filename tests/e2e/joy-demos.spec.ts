import { expect, test, waitForHydration } from './fixtures';

/**
 * Joy UI demos get their theme from JoyDemoProvider: Joy's own colors (not Material's), and CSS
 * variables that follow the site's mode class on <html> and a single demo's mode flip.
 */
const PAGE = '/joy-ui/react-divider/';
// Joy's light `background.surface` (neutral 50, #FBFCFE), which Card and outlined Input use.
const LIGHT_SURFACE = 'rgb(251, 252, 254)';

const cardBackground = (page: import('@playwright/test').Page, scope = '#order-summary') =>
  page
    .locator(`${scope} .MuiCard-root`)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

test('a Joy demo uses the Joy theme and follows the site mode', async ({ page, consoleErrors }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(PAGE);
  await waitForHydration(page);
  // Joy's primary solid button is #0B6BCB, not the site's Material primary.
  const buttonBg = await page
    .locator('#sign-in-options')
    .getByRole('button', { name: 'Send me a sign-in link' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(buttonBg).toBe('rgb(11, 107, 203)');
  expect(await cardBackground(page)).toBe(LIGHT_SURFACE);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // Set before first paint by the mode class, with no Joy script involved.
  expect(await cardBackground(page)).not.toBe(LIGHT_SURFACE);
  expect(consoleErrors).toEqual([]);
});

test("flipping one Joy demo's mode recolors that demo only", async ({ page, consoleErrors }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(PAGE);
  await waitForHydration(page);
  const demo = page.locator('#order-summary');
  await demo.getByRole('button', { name: 'Show this demo in the other mode' }).click();
  await expect(demo.locator('[data-demo-scope]')).toHaveClass('dark');
  await expect.poll(() => cardBackground(page)).not.toBe(LIGHT_SURFACE);
  // The other demo on the page stays light.
  const other = await page
    .locator('#sign-in-options .MuiInput-root')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(other).toBe(LIGHT_SURFACE);
  expect(consoleErrors).toEqual([]);
});
