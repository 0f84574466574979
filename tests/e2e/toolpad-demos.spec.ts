import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * The demo's frame, scrolled into the page's viewport first: Playwright scrolls an element into
 * view inside its frame, not the frame into the page.
 */
async function demoFrame(page: Page, demo: string) {
  await page.locator(`#${demo} iframe`).scrollIntoViewIfNeeded();
  return page.frameLocator(`#${demo} iframe`);
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
  const frame = await demoFrame(page, 'basic-dashboard');
  await expect(frame.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await frame.getByRole('link', { name: 'Orders' }).first().click();
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
  const frame = await demoFrame(page, 'signed-in-user');
  await frame.getByRole('button', { name: 'Current User' }).click();
  await expect(frame.getByText('ada.moreau@example.com')).toBeVisible();
  // The menu is in the frame's document, styled by the frame's theme (a Paper with a background).
  const paper = frame.locator('.MuiPopover-paper');
  expect(await paper.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await frame.getByRole('button', { name: 'Sign Out' }).click();
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
  const frame = await demoFrame(page, 'credentials');
  await frame.getByLabel('Email Address').fill('ada@example.com');
  await frame.getByLabel('Password').fill('wrong');
  await frame.getByRole('button', { name: 'Sign in' }).click();
  await expect(frame.getByText('That email and password do not match an account.')).toBeVisible();
  await frame.getByLabel('Password').fill('orange-kite');
  await frame.getByRole('button', { name: 'Sign in' }).click();
  await expect(frame.getByText('Signed in as ada@example.com.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
