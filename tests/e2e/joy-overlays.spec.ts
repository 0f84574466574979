import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { seriousViolations } from './support/serious-violations';

/**
 * Joy UI overlay demos (modal, drawer, menu): the crawl sees them closed; these open them from the
 * keyboard only, check focus moves in and back, and run axe on the open overlay. The last test
 * checks that Joy demos follow the site's color scheme (JoyDemoProvider).
 */
async function seriousViolationsIn(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return seriousViolations(page, results.violations);
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

test('the modal demo opens and closes from the keyboard', async ({ page, consoleErrors }) => {
  await open(page, '/joy-ui/react-modal/');
  const trigger = page.getByRole('button', { name: 'Delete project' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: /Delete “Harbor redesign”/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousViolationsIn(page, '[role="alertdialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('the drawer demo opens from the keyboard and a choice closes it', async ({ page, consoleErrors }) => {
  await open(page, '/joy-ui/react-drawer/');
  await page.getByRole('button', { name: 'Open navigation' }).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Mail' });
  await expect(drawer).toBeVisible();
  expect(await seriousViolationsIn(page, '[role="dialog"]')).toEqual([]);
  await drawer.getByRole('button', { name: 'Sent' }).focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  // The drawer is portaled out of the demo, so the demo's own heading is the only "Sent" inside it.
  await expect(page.locator('p', { hasText: /^Sent$/ })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the menu demo is usable with arrow keys', async ({ page, consoleErrors }) => {
  await open(page, '/joy-ui/react-menu/');
  const button = page.getByRole('button', { name: 'Actions for budget-2025.xlsx' });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  // The page's other demo is an always-visible MenuList, also role="menu".
  const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Rename' }) });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
  expect(await seriousViolationsIn(page, '.MuiMenu-root')).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Copied a link to budget-2025.xlsx.')).toBeVisible();
  await expect(menu).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('Joy demos follow the site color scheme', async ({ page, consoleErrors }) => {
  const surface = () =>
    page
      .getByText('Workspace settings')
      .evaluate((title) => getComputedStyle(title.parentElement!).backgroundColor);
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, '/joy-ui/react-sheet/');
  const light = await surface();
  // Joy's light background.surface (#FBFCFE), declared by JoyDemoProvider under `:root, .light`.
  expect(light).toBe('rgb(251, 252, 254)');
  await page.evaluate(() => localStorage.setItem('mui-mode', 'dark'));
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  const dark = await surface();
  expect(dark).not.toBe(light);
  // Every channel of Joy's dark surface is below 40.
  expect(
    dark
      .match(/\d+/g)!
      .slice(0, 3)
      .every((c) => Number(c) < 40),
    dark,
  ).toBe(true);
  expect(consoleErrors).toEqual([]);
});
