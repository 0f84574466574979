import { test as base, expect, type Page } from '@playwright/test';

/**
 * Starts collecting a page's console errors, uncaught exceptions and HTTP errors (CSP violations
 * are console errors too). `stop` detaches the listeners, for pages shared between tests.
 */
export function collectErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  const onResponse = (response: { status(): number; url(): string }) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('response', onResponse);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('response', onResponse);
    },
  };
}

/** Collects console errors and uncaught exceptions; every test asserts it stayed empty. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const { errors, stop } = collectErrors(page);
    await use(errors);
    stop();
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
  // Until its chunk is in, a demo shows its server HTML or a static copy of it (PageDemo): it looks
  // live but its controls do nothing yet.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="demo-live"]')].every((live) =>
      live.hasAttribute('data-demo-shown'),
    ),
  );
}

export async function openSettings(page: Page) {
  await waitForHydration(page);
  await page.getByTestId('settings-button').click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
}
