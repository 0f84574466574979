import { brotliCompressSync, constants } from 'node:zlib';
import type { Browser } from 'playwright-core';

const brotli = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

interface PageScripts {
  demos: number;
  /** Brotli bytes by script path, for every script the page loads until the network is idle. */
  scripts: Map<string, number>;
}

/**
 * Every script a page loads until the network is idle, for a reader who has not scrolled. Unlike
 * page-weight.ts (scripts before `load`), this counts the demos' dynamic chunks: the page's demo
 * group and the code of the demos near the viewport (the others load as the reader scrolls to
 * them, docs/decisions/0005-demo-loading.md). The question is what a page with demos costs over one
 * without.
 */
async function pageScripts(browser: Browser, url: string): Promise<PageScripts> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Array<Promise<[string, number] | null>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    bodies.push(
      response.body().then(
        (body) => [path, brotli(body)] as [string, number],
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const demos = await page.locator('figure[data-demo]').count();
  // The demos near the viewport have gone live (their chunks ran) before the count closes.
  await page.waitForFunction(
    () =>
      !document.querySelector('figure[data-demo]') || document.querySelector('[data-demo-shown]') !== null,
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForLoadState('networkidle');
  const scripts = new Map(
    (await Promise.all(bodies)).filter((entry): entry is [string, number] => entry !== null),
  );
  await context.close();
  return { demos, scripts };
}

export interface DemoJsFigure {
  demos: number;
  withDemosBrotli: number;
  baselineBrotli: number;
  /** Brotli bytes of the scripts only the demo page loads. */
  addedBrotli: number;
  addedScripts: number;
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

export async function measureDemoJs(
  browser: Browser,
  demoUrl: string,
  baselineUrl: string,
): Promise<DemoJsFigure> {
  const withDemos = await pageScripts(browser, demoUrl);
  const baseline = await pageScripts(browser, baselineUrl);
  const added = [...withDemos.scripts].filter(([path]) => !baseline.scripts.has(path));
  return {
    demos: withDemos.demos,
    withDemosBrotli: sum(withDemos.scripts.values()),
    baselineBrotli: sum(baseline.scripts.values()),
    addedBrotli: sum(added.map(([, size]) => size)),
    addedScripts: added.length,
  };
}
