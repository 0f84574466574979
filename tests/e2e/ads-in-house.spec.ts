import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fixedRandomScript } from './support/next-server';

// The shared e2e server has no ad provider configured, so the block shows an in-house ad at once.
const DOC = '/material-ui/react-button/';
const block = (page: Page) => page.getByTestId('ad-block');

type Queued = { name: string; params: Record<string, unknown> };
const displayEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { __analyticsQueue?: Queued[] }).__analyticsQueue ?? []).filter(
      (call) => call.name === 'ad' && call.params.eventAction === 'display',
    ),
  );

test('the display event is sent 2500 ms after the ad is shown, not a millisecond before', async ({
  page,
}) => {
  // Time stands still except when the test moves it, so the 2500 ms are counted exactly.
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
  await page.addInitScript(fixedRandomScript(0.05)); // inline layout, display sampled (< 0.1)
  // Notes the (paused) time at which a 2500 ms timer is armed: the display timer's start.
  await page.addInitScript(() => {
    const armed: number[] = [];
    (window as unknown as { __armed: number[] }).__armed = armed;
    const setTimer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      if (ms === 2500) armed.push(performance.now());
      return setTimer(handler, ms, ...rest);
    }) as typeof window.setTimeout;
  });
  await page.goto(DOC);
  const armedAt = () => page.evaluate(() => (window as unknown as { __armed: number[] }).__armed[0]);
  // Start-up work may wait on timers: move time in small steps until the ad is decided and armed.
  for (let step = 0; step < 500 && (await armedAt()) === undefined; step += 1) {
    await page.clock.runFor(10);
  }
  await expect(block(page)).toHaveAttribute('data-ad-view', 'in-house');
  const start = await armedAt();
  expect(start).toBeDefined();
  const now = await page.evaluate(() => performance.now());
  await page.clock.runFor(Math.round(start! + 2499 - now));
  expect(await displayEvents(page)).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(() => displayEvents(page)).toHaveLength(1);
  expect((await displayEvents(page))[0].params.eventLabel).toBe('in-house-unconfigured-body-top-inline');
});

test('the image layout shows the ad image at 130x100', async ({ page }) => {
  await page.addInitScript(fixedRandomScript(0.5)); // image layout (>= 0.2)
  await page.goto(DOC);
  await expect(block(page)).toHaveAttribute('data-ad-view', 'in-house');
  const image = block(page).locator('img');
  await expect(image).toBeVisible();
  const box = await image.boundingBox();
  expect(box && { width: Math.round(box.width), height: Math.round(box.height) }).toEqual({
    width: 130,
    height: 100,
  });
});
