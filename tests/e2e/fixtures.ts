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
import { unexplainedErrors } from './support/unexplained-errors';

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
  /** Errors a test lets pass without requiring them (see `allowConsoleError`). */
  allowed: RegExp[];
  /** Starts recording a context the test made itself (a second browser, say). */
  watch(context: BrowserContext): void;
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
  /**
   * Lets an error pass that may or may not come, for a test that cannot know: the crawl on a page
   * where MUI X's license notice depends on whether a Pro demo far down the page has rendered.
   * Prefer `expectConsoleError` wherever the error is certain.
   */
  allowConsoleError: (pattern: RegExp) => void;
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
      const errorWatch: ErrorWatch = { errors, expected: [], allowed: [], watch };
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
  allowConsoleError: async ({ errorWatch }, use) => {
    await use((pattern) => errorWatch.allowed.push(pattern));
  },
});

export { expect };

/**
 * True (run in the page) once React has hydrated the page's main element, so clicks reach React
 * handlers, and every demo is live: until its chunk is in, a demo shows its server HTML or a static
 * copy of it (PageDemo), which looks live but whose controls do nothing yet.
 *
 * A demo's code is asked for when the demo nears the viewport, so the wait scrolls as a reader
 * would: one call brings the next demo not yet live (or grid not yet mounted) into view, one demo per frame so the page's
 * observers see each position. After a pass over all of them it lets the page work for a few
 * frames, then passes again over those still waiting (one passed before its observer was set up
 * is seen on the next pass). Once every demo is live the page goes back to where it was when the
 * wait began, so a test about where the page lands by itself (a link to a demo) checks that
 * without this wait. Called on every animation frame by the waits below.
 */
function isHydrated(): boolean {
  const main = document.querySelector('main');
  if (!main || !Object.keys(main).some((key) => key.startsWith('__reactFiber'))) return false;
  const state = window as unknown as {
    __e2eScroll?: { x: number; y: number; pass: Element[]; rest: number };
  };
  // A grid deferred until it nears the viewport (NearViewport) is waited for too: the pass mounts it
  // anyway, and it must do so within this page's test, not log into the next one's.
  const waiting = [
    ...document.querySelectorAll('[data-testid="demo-live"]:not([data-demo-shown]), [data-demo-deferred]'),
  ];
  if (waiting.length > 0) {
    state.__e2eScroll ??= { x: window.scrollX, y: window.scrollY, pass: [], rest: 0 };
    const scroll = state.__e2eScroll;
    if (scroll.rest > 0) {
      scroll.rest -= 1;
      return false;
    }
    if (scroll.pass.length === 0) scroll.pass = waiting;
    const next = scroll.pass.shift()!;
    next.scrollIntoView({ block: 'center', behavior: 'instant' });
    if (scroll.pass.length === 0) scroll.rest = 20;
    return false;
  }
  if (state.__e2eScroll) {
    window.scrollTo({ left: state.__e2eScroll.x, top: state.__e2eScroll.y, behavior: 'instant' });
    delete state.__e2eScroll;
  }
  return true;
}

/** What is still missing when a wait gives up (run in the page): main, or the demos not yet live. */
function stillWaiting(): string {
  if (!document.querySelector('main')) return 'main';
  const demos = [
    ...document.querySelectorAll('[data-testid="demo-live"]:not([data-demo-shown]), [data-demo-deferred]'),
  ].map((element) => `#${element.closest('figure')?.id ?? '?'}`);
  return demos.length > 0 ? `demos ${demos.join(', ')}` : 'React on main';
}

const IN_PLACE_LIMIT_MS = 30_000;

/**
 * Waits until the page is hydrated (isHydrated), in the page itself: one evaluate that polls on
 * animation frames. Not `waitForFunction`: that first injects Playwright's selector engine into
 * each new document, about 35 ms of CPU a page, which the crawl pays ~2,900 times
 * (docs/decisions/0016-test-rig-and-crawl.md); and with it, headless Chromium now and then stopped
 * producing frames on a page while the wait scrolled through the demos (4 of about 500 waits
 * here, none in ~2,900 crawl waits of this kind in the same runs), so a demo further down never
 * came near the viewport.
 */
export async function waitForHydrationInPlace(page: Page) {
  const missing = await page.evaluate(
    `new Promise((resolve) => {
      const isHydrated = ${isHydrated.toString()};
      const stillWaiting = ${stillWaiting.toString()};
      const givingUp = Date.now() + ${IN_PLACE_LIMIT_MS};
      const poll = () => {
        if (isHydrated()) resolve(null);
        else if (Date.now() > givingUp) resolve(stillWaiting());
        else requestAnimationFrame(poll);
      };
      poll();
    })`,
  );
  if (missing) throw new Error(`${page.url()}: ${missing} not hydrated after ${IN_PLACE_LIMIT_MS / 1000} s`);
}

/** A document replaced while the wait ran in it: the wait starts again in the new one. */
const NAVIGATED = /Execution context was destroyed|navigation/i;

/**
 * Waits until the page is hydrated, across navigations that are still under way (a click that
 * loads another document): the in-page wait starts again in each new document.
 */
export async function waitForHydration(page: Page) {
  for (;;) {
    try {
      await page.waitForLoadState('domcontentloaded');
      await waitForHydrationInPlace(page);
      return;
    } catch (error) {
      if (!NAVIGATED.test((error as Error).message)) throw error;
    }
  }
}

export async function openSettings(page: Page) {
  await waitForHydration(page);
  await page.getByTestId('settings-button').click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
}
