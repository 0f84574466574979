import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { seriousViolations } from './support/serious-violations';

/**
 * The crawl sees these pages with every overlay closed. Here each overlay demo of the Navigation and
 * Utils pages is opened: it must take focus, pass axe while open, close on Escape and give focus back
 * to the control that opened it.
 */
async function openDemo(page: Page, route: string, demo: string): Promise<Locator> {
  await page.goto(route);
  await waitForHydration(page);
  return page.locator(`#${demo}`).getByTestId('demo-live');
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    await seriousViolations(page, results.violations),
    'serious or critical axe violations with the overlay open',
  ).toEqual([]);
}

test.describe('Material UI overlay demos', () => {
  test('drawer: opens with focus inside, picks a folder and closes', async ({ page, consoleErrors }) => {
    const live = await openDemo(page, '/material-ui/react-drawer/', 'nav-drawer');
    await live.getByRole('button', { name: 'Folders' }).click();
    const nav = page.getByRole('navigation', { name: 'Mail folders' });
    await expect(nav).toBeVisible();
    await expectAxeClean(page);
    await nav.getByRole('button', { name: 'Sent' }).click();
    await expect(nav).toBeHidden();
    await expect(live).toContainText('Showing: Sent');
    await expect(live.getByRole('button', { name: 'Folders' })).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('menu: focus on the first item, Escape returns focus to the avatar button', async ({ page }) => {
    const live = await openDemo(page, '/material-ui/react-menu/', 'avatar-account-menu');
    // By attribute, not role: while the menu is open, Modal hides the rest of the page from the a11y tree.
    const trigger = live.locator('button[aria-label="Account of Ada Lovelace"]');
    await trigger.click();
    // The page's MenuList demo is a menu too (always shown): pick the one holding "Profile".
    const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Profile' }) });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expectAxeClean(page);
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'My account' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('modal: the email field takes focus, submitting closes it and reports the result', async ({
    page,
  }) => {
    const live = await openDemo(page, '/material-ui/react-modal/', 'share-modal');
    await live.getByRole('button', { name: 'Share board' }).click();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeFocused();
    await expectAxeClean(page);
    await email.fill('lin@example.com');
    await page.keyboard.press('Enter');
    await expect(email).toBeHidden();
    await expect(live).toContainText('Shared with lin@example.com.');
    await expect(live.getByRole('button', { name: 'Share board' })).toBeFocused();
  });

  test('popover: a labelled dialog that closes on Escape', async ({ page }) => {
    const live = await openDemo(page, '/material-ui/react-popover/', 'profile-popover');
    const trigger = live.getByRole('button', { name: 'Katherine Johnson' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Katherine Johnson' });
    await expect(dialog).toBeVisible();
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Follow' }).click();
    await expect(dialog.getByRole('button', { name: 'Following' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('speed dial: actions are named by their tooltips and run', async ({ page }) => {
    const live = await openDemo(page, '/material-ui/react-speed-dial/', 'editor-speed-dial');
    // Opened by focus, as a keyboard reader does. A pointer click would race the dial's own
    // open-on-hover (the click can toggle it shut again), and axe's scrolling moves the page from
    // under a hovering pointer, which closes it.
    await live.getByRole('button', { name: 'Document actions' }).focus();
    const save = live.getByRole('menuitem', { name: 'Save' });
    await expect(save).toBeVisible();
    await expectAxeClean(page);
    await save.click();
    await expect(live).toContainText('Done: Save');
  });

  test('tabs: arrow keys move focus, Enter selects and shows the matching panel', async ({ page }) => {
    const live = await openDemo(page, '/material-ui/react-tabs/', 'settings-tabs');
    await live.getByRole('tab', { name: 'General' }).click();
    await page.keyboard.press('ArrowRight');
    await expect(live.getByRole('tab', { name: 'Members' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(live.getByRole('tabpanel', { name: 'Members' })).toContainText('Four members');
    await expect(live.getByRole('tabpanel', { name: 'General' })).toBeHidden();
  });
});
