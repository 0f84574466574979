import type { Browser } from 'playwright-core';
import { cpuBlockingTime, mainThreadTasks } from './cpu-blocking-time';

/**
 * One unthrottled load of `url` in a fresh context, traced, costed as Lighthouse costs TBT but from
 * the main thread's CPU time (see cpu-blocking-time.ts). The trace runs until the network has been
 * idle and one more second has passed, long enough for the demos' turns and the idle-time fetches.
 */
export async function measureCpuBlockingTime(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    // The browser allows one trace at a time: a failed load must still end this one.
    const trace = await page
      .goto(url, { waitUntil: 'networkidle' })
      .then(() => page.waitForTimeout(1000))
      .then(
        () => browser.stopTracing(),
        async (error: unknown) => {
          await browser.stopTracing();
          throw error;
        },
      );
    const { tasks, firstContentfulPaint } = mainThreadTasks(JSON.parse(trace.toString('utf8')).traceEvents);
    return Math.round(cpuBlockingTime(tasks, firstContentfulPaint));
  } finally {
    await context.close();
  }
}
