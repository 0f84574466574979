import { test as base, expect, type Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions; every test asserts it stayed empty. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`);
    });
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/** Waits until React has hydrated the page's main element, so clicks reach React handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

export async function openSettings(page: Page) {
  await waitForHydration(page);
  await page.getByTestId('settings-button').click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
}
