import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Response,
  type WebError,
} from '@playwright/test';

/**
 * Records console errors (with the URL that logged them), uncaught exceptions and HTTP errors
 * (CSP violations are console errors too) of a page or of every page of a context. `stop`
 * detaches the listeners, for pages shared between tests.
 */
export function collectErrors(
  target: Page | BrowserContext,
  errors: string[] = [],
): { errors: string[]; stop: () => void } {
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    errors.push(url ? `${message.text()} [${url}]` : message.text());
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`);
  };
  if ('newPage' in target) {
    const onWebError = (webError: WebError) => errors.push(webError.error().message);
    target.on('console', onConsole).on('weberror', onWebError).on('response', onResponse);
    const stop = () =>
      target.off('console', onConsole).off('weberror', onWebError).off('response', onResponse);
    return { errors, stop: () => void stop() };
  }
  const onPageError = (error: Error) => errors.push(error.message);
  target.on('console', onConsole).on('pageerror', onPageError).on('response', onResponse);
  const stop = () =>
    target.off('console', onConsole).off('pageerror', onPageError).off('response', onResponse);
  return { errors, stop: () => void stop() };
}

/** The errors a test saw and the ones it said it expects. */
export interface ErrorWatch {
  errors: string[];
  expected: RegExp[];
  /** Starts recording a context the test made itself (a second browser, say). */
  watch(context: BrowserContext): void;
}

/** What an error watch leaves unexplained, and which announced errors never came. */
export function unexplainedErrors(watch: Pick<ErrorWatch, 'errors' | 'expected'>) {
  return {
    unexpected: watch.errors.filter((error) => !watch.expected.some((pattern) => pattern.test(error))),
    missing: watch.expected
      .filter((pattern) => !watch.errors.some((error) => pattern.test(error)))
      .map(String),
  };
}

/**
 * The errors a browser reports for a document that answers 404 on purpose (the response and the
 * console's "Failed to load resource" for that URL), for `expectConsoleError`.
 */
export function notFoundErrors(path: string): RegExp[] {
  const url = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    new RegExp(`^HTTP 404 http://[^/]+${url}$`),
    new RegExp(`^Failed to load resource: .*404.* \\[http://[^/]+${url}\\]$`),
  ];
}

interface ErrorFixtures {
  errorWatch: ErrorWatch;
  /** Every error the test's pages have reported so far (read it to assert mid-test). */
  consoleErrors: string[];
  /**
   * Announces an error the test provokes on purpose. Only errors matching an announced pattern
   * are allowed, and each announced pattern must be seen, so an allowance cannot outlive its cause.
   */
  expectConsoleError: (pattern: RegExp) => void;
}

/**
 * Every browser test fails on an unexpected console error, page error or HTTP error, without
 * asking: `errorWatch` is automatic, watches the test's own context and any context the test
 * opens on the shared browser, and checks at the end that nothing was left unexplained.
 */
export const test = base.extend<ErrorFixtures>({
  errorWatch: [
    async ({ browser }, use) => {
      const errors: string[] = [];
      const stops: (() => void)[] = [];
      // The default context comes through the wrapped newContext too: watch each context once.
      const watched = new WeakSet<BrowserContext>();
      const watch = (context: BrowserContext) => {
        if (watched.has(context)) return;
        watched.add(context);
        stops.push(collectErrors(context, errors).stop);
      };
      const newContext = browser.newContext;
      // Contexts a test opens itself (a phone, JavaScript off) are watched like the default one.
      (browser as Browser).newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext.apply(browser, args);
        watch(context);
        return context;
      };
      const errorWatch: ErrorWatch = { errors, expected: [], watch };
      await use(errorWatch);
      browser.newContext = newContext;
      stops.forEach((stop) => stop());
      const { unexpected, missing } = unexplainedErrors(errorWatch);
      expect(unexpected, 'unexpected console, page or HTTP errors').toEqual([]);
      expect(missing, 'announced errors that never came').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, errorWatch }, use) => {
    errorWatch.watch(context);
    await use(context);
  },
  consoleErrors: async ({ errorWatch }, use) => {
    await use(errorWatch.errors);
  },
  expectConsoleError: async ({ errorWatch }, use) => {
    await use((pattern) => errorWatch.expected.push(pattern));
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
