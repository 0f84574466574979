import { expect, type Page } from '@playwright/test';
import { waitForHydrationInPlace } from '../fixtures';
import { axeViolations } from './axe-violations';
import { seriousViolations } from './serious-violations';

/**
 * The crawl's checks for one URL, shared by the light crawl and the dark/RTL sample: HTTP 200,
 * hydration, every in-page anchor lands on an element, and axe finds nothing serious or critical.
 * Console errors are the `consoleErrors` fixture's job (it fails the test on its own).
 */
export async function checkPage(
  page: Page,
  url: string,
  { ready, status = 200 }: { ready?: () => Promise<void>; status?: number } = {},
) {
  const response = await page.goto(url);
  expect(response?.status(), `status of ${url}`).toBe(status);
  await waitForHydrationInPlace(page);
  // e.g. the dark or RTL variant is applied, so axe sees the page as the reader will.
  await ready?.();

  const missingAnchors = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
      .map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1)))
      .filter((id) => id && !document.getElementById(id)),
  );
  expect(missingAnchors, 'in-page anchors without a target').toEqual([]);

  await settleTransitions(page);
  await settleGridLoading(page);
  const violations = await axeViolations(page);
  expect(await seriousViolations(page, violations), 'serious or critical axe violations').toEqual([]);
}

/**
 * Waits for the colour transitions a page starts right after hydration. A demo's first effects
 * can change what it shows (a media query read in the browser: the breakpoints demo then fills
 * another chip, with MUI's 300 ms background transition), and axe measured the contrast of a
 * frame in the middle (white on a half-faded background). Two frames let that re-render commit
 * and its transitions start; endless CSS animations (spinners) are not waited for.
 */
async function settleTransitions(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.race([
      Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  });
}

/**
 * Waits (at most 5 s) for MUI X grids that are loading from a demo's in-browser mock data source:
 * the reader sees the loaded grid a few hundred milliseconds later, and that is what is checked.
 * (The loading overlay itself is MUI X's: an unlabelled progress over an empty grid.)
 */
async function settleGridLoading(page: Page) {
  await page
    .waitForFunction(
      () => !document.querySelector('.MuiDataGrid-main .MuiCircularProgress-root'),
      undefined,
      {
        timeout: 5000,
        polling: 100,
      },
    )
    .catch(() => undefined);
}
