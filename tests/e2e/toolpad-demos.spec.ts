import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Clicks the middle of an element inside a demo frame with the mouse, as a reader does.
 * (Playwright's own actionability check reports these elements "outside of the viewport" though
 * they are on screen; a real click at their position works.)
 */
async function mouseClick(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the element has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Toolpad demos that are whole apps (AppProvider adds a CssBaseline, DashboardLayout a fixed app
 * bar) run in an iframe of their own with an in-memory router: navigating inside a demo changes
 * the demo, never the docs page's URL or styles, and its menus open inside the frame.
 */
const PAGE = '/toolpad/core/react-dashboard-layout/';

test('a dashboard demo navigates inside its frame only', async ({ page, consoleErrors }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const bodyMargin = await page.evaluate(() => getComputedStyle(document.body).margin);
  const frame = page.frameLocator('#basic-dashboard iframe');
  await expect(frame.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await mouseClick(page, frame.getByRole('link', { name: 'Orders' }).first());
  await expect(frame.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(frame.getByText('The router is at /orders')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(PAGE);
  // The app's CssBaseline and color-scheme attribute stay in the frame's document.
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe(bodyMargin);
  await expect(page.locator('html')).not.toHaveAttribute('data-toolpad-color-scheme', /.*/);
  expect(consoleErrors).toEqual([]);
});

test("the account menu opens inside the demo's frame", async ({ page, consoleErrors }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const frame = page.frameLocator('#signed-in-user iframe');
  await mouseClick(page, frame.getByRole('button', { name: 'Current User' }));
  await expect(frame.getByText('ada.moreau@example.com')).toBeVisible();
  // The menu is in the frame's document, styled by the frame's theme (a Paper with a background).
  const paper = frame.locator('.MuiPopover-paper');
  expect(await paper.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await mouseClick(page, frame.getByRole('button', { name: 'Sign Out' }));
  await expect(frame.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the sign-in demo reports a wrong password from the in-browser mock', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/toolpad/core/react-sign-in-page/');
  await waitForHydration(page);
  await expect(page.locator('#credentials').getByText('Demo only: sign-in is simulated')).toBeVisible();
  const frame = page.frameLocator('#credentials iframe');
  await frame.getByLabel('Email Address').fill('ada@example.com');
  await frame.getByLabel('Password').fill('wrong');
  await frame.getByRole('button', { name: 'Sign in' }).click();
  await expect(frame.getByText('That email and password do not match an account.')).toBeVisible();
  await frame.getByLabel('Password').fill('orange-kite');
  await frame.getByRole('button', { name: 'Sign in' }).click();
  await expect(frame.getByText('Signed in as ada@example.com.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
