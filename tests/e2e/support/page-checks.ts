import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForHydration } from '../fixtures';
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
  await waitForHydration(page);
  // e.g. the dark or RTL variant is applied, so axe sees the page as the reader will.
  await ready?.();

  const missingAnchors = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
      .map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1)))
      .filter((id) => id && !document.getElementById(id)),
  );
  expect(missingAnchors, 'in-page anchors without a target').toEqual([]);

  // Only violations are read: axe then skips building node details for the thousands of passes,
  // a large share of its time on long pages (README "CI time").
  const results = await new AxeBuilder({ page })
    .setLegacyMode(await hasNoFrames(page))
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(await seriousViolations(page, results), 'serious or critical axe violations').toEqual([]);
}

/**
 * Axe's default mode runs per frame and then opens a blank page to merge the frames' results: about
 * 60% of its time on our pages, which have no frames when they load (the demo editor's iframe only
 * appears on demand). Without frames, the legacy single-call mode checks the same DOM with the same
 * rules; with any frame, the per-frame mode still runs so nothing inside it is skipped.
 */
async function hasNoFrames(page: Page): Promise<boolean> {
  return page.frames().length === 1;
}
