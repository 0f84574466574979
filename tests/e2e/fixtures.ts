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

/** A demo not live yet, or a grid not yet mounted (read in the page by the functions below). */
const WAITING_DEMO = '[data-testid="demo-live"]:not([data-demo-shown]), [data-demo-deferred]';

/**
 * Whether the page is hydrated (run in the page): 'main' until React has hydrated the page's main
 * element, so clicks reach React handlers; 'demos' while a demo is not live yet: until its chunk is
 * in, a demo shows its server HTML or a static copy of it (PageDemo), which looks live but whose
 * controls do nothing. A grid deferred until it nears the viewport (NearViewport) counts too: it
 * must mount within this page's test, not log into the next one's. 'done' once all are live.
 */
function hydration(waitingDemo: string): 'main' | 'demos' | 'done' {
  const main = document.querySelector('main');
  if (!main || !Object.keys(main).some((key) => key.startsWith('__reactFiber'))) return 'main';
  return document.querySelector(waitingDemo) ? 'demos' : 'done';
}

/** What is still missing when a wait gives up (run in the page): main, or the demos not yet live. */
function stillWaiting(waitingDemo: string): string {
  if (!document.querySelector('main')) return 'main';
  const demos = [...document.querySelectorAll(waitingDemo)].map(
    (element) => `#${element.closest('figure')?.id ?? '?'}`,
  );
  return demos.length > 0 ? `demos ${demos.join(', ')}` : 'React on main';
}

const IN_PLACE_LIMIT_MS = 30_000;
/** How often the in-page wait looks again: on a timer, so its time limit holds even without frames. */
const POLL_MS = 20;
/** The tallest viewport the wait makes; a longer page is stepped through that much at a time. */
const TALLEST_VIEWPORT = 12_000;

/** How far from the viewport a demo's code is asked for (AHEAD in when-near-viewport.ts). */
const NEAR_PX = 800;

/**
 * Polls `hydration()` in the page until it is 'done' or `untilMs` (Date.now()) has passed
 * ('timeout'). With demos waiting it returns early: 'taller' when `grow` is set and the page runs
 * on below the viewport, 'away' when the first waiting demo is not near the viewport (its code
 * will not be asked for until it is).
 */
async function pollInPage(
  page: Page,
  untilMs: number,
  grow: boolean,
): Promise<'done' | 'taller' | 'away' | 'timeout'> {
  return page.evaluate(
    `new Promise((resolve) => {
      const hydration = ${hydration.toString()};
      const waitingDemo = ${JSON.stringify(WAITING_DEMO)};
      const poll = () => {
        const state = hydration(waitingDemo);
        if (state === 'done') return resolve('done');
        if (state === 'demos') {
          const below = document.documentElement.scrollHeight > window.scrollY + window.innerHeight;
          if (${grow} && below) return resolve('taller');
          const first = document.querySelector(waitingDemo);
          const box = first.getBoundingClientRect();
          if (box.bottom < -${NEAR_PX} || box.top > window.innerHeight + ${NEAR_PX}) return resolve('away');
        }
        if (Date.now() > ${untilMs}) return resolve('timeout');
        setTimeout(poll, ${POLL_MS});
      };
      poll();
    })`,
  );
}

/**
 * Waits until the page is hydrated and every demo is live, in the page itself (one evaluate per
 * round, not `waitForFunction`, which first injects Playwright's selector engine into each new
 * document: about 35 ms of CPU a page, which the crawl pays ~2,900 times;
 * docs/decisions/0016-test-rig-and-crawl.md).
 *
 * A demo's code is asked for when the demo nears the viewport. So while demos wait and the page
 * runs on below the viewport, the viewport is made as tall as the page (up to TALLEST_VIEWPORT):
 * every demo nears it at once, as all demos loaded at `load` before near-viewport loading. On a
 * longer page, the first demo still waiting is then scrolled to the top, once the demos near the
 * viewport are live. Then the viewport and scroll position are put back, so a test about where
 * the page lands by itself (a link to a demo) checks that. Not scrolling one demo after another:
 * with that, headless Chromium now and then stopped producing frames on the page for good (4 times
 * in two CI runs of ~3,470 browser tests, and 4 in ~690 targeted runs here).
 */
export async function waitForHydrationInPlace(page: Page) {
  const viewport = page.viewportSize();
  const givingUp = Date.now() + IN_PLACE_LIMIT_MS;
  let scrolledFrom: { x: number; y: number } | undefined;
  try {
    for (;;) {
      const height = viewport ? (page.viewportSize()?.height ?? 0) : 0;
      const state = await pollInPage(page, givingUp, !!viewport && height < TALLEST_VIEWPORT);
      if (state === 'done') return;
      // The limit is checked here too: the poll returns early while demos are away.
      if (state === 'timeout' || Date.now() > givingUp) {
        const missing = await page.evaluate(stillWaiting, WAITING_DEMO);
        throw new Error(`${page.url()}: ${missing} not hydrated after ${IN_PLACE_LIMIT_MS / 1000} s`);
      }
      const now = await page.evaluate(() => ({
        x: window.scrollX,
        y: window.scrollY,
        pageHeight: document.documentElement.scrollHeight,
      }));
      scrolledFrom ??= { x: now.x, y: now.y };
      const tall = Math.min(now.pageHeight, TALLEST_VIEWPORT);
      if (viewport && tall > height) await page.setViewportSize({ width: viewport.width, height: tall });
      else
        await page.evaluate(
          (waitingDemo) =>
            document.querySelector(waitingDemo)?.scrollIntoView({ block: 'start', behavior: 'instant' }),
          WAITING_DEMO,
        );
    }
  } finally {
    if (viewport && page.viewportSize()?.height !== viewport.height) await page.setViewportSize(viewport);
    if (scrolledFrom) {
      const from = scrolledFrom;
      await page.evaluate(({ x, y }) => window.scrollTo({ left: x, top: y, behavior: 'instant' }), from);
    }
  }
}

/**
 * Playwright's error for a document replaced while the wait ran in it: the wait starts again in
 * the new one. Only this message: a give-up message carries the page's URL, which may itself say
 * "navigation".
 */
const NAVIGATED = /Execution context was destroyed/;

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
