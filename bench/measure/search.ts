import { brotliCompressSync, constants } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

export interface SearchFigures {
  /**
   * Index bytes the first results waited for (requests started before the first index response
   * ended), brotli quality 11 (what a CDN serves).
   */
  indexBrotli: number;
  indexRaw: number;
  /** Both tiers (names + text), brotli: everything search fetches in the end. */
  fullIndexBrotli: number;
  /** The modal's lazily loaded JavaScript (dialog, engine), brotli. */
  modalJsBrotli: number;
  /**
   * Ctrl+K to the focused combobox painted, first open of a fresh page once the page has settled
   * and fetched the modal's code (`whenSettled`), as most readers' first search is.
   */
  openMs: number;
  /** The same right after hydration, before that prefetch: the modal's code is fetched on the key. */
  earlyOpenMs: number;
  /** Keystroke to results in the DOM and laid out, 95th percentile over the typed queries. */
  keystrokeP95Ms: number;
  /**
   * Keystroke to the next paint, 95th percentile (the browser's Event Timing duration of the
   * keydown, as INP counts it). The figure above stops at layout, so a change that only moves the
   * results' rendering into the next frame improves it while the reader waits longer; this one
   * shows that. The browser reports no duration under 16 ms: such keystrokes count as 16.
   */
  keystrokePaintP95Ms: number;
  keystrokes: number;
}

/** Queries a reader types, letter by letter: prefixes, typos, props, phrases, synonyms. */
const TYPED = [
  'button variant',
  'autocompelte',
  'peer dependencies',
  'disableRipple',
  'sizes',
  'toast',
  'dialo',
];

const brotli = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Time from a Ctrl+K keydown to the focused search input, measured at the next frame. Written as
 * a string: tsx would wrap named functions in a helper that does not exist in the page.
 */
function timeOpen(page: Page): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const start = performance.now();
    const poll = () => {
      const input = document.querySelector('[role="combobox"]');
      if (input && document.activeElement === input) {
        requestAnimationFrame(() => resolve(performance.now() - start));
      } else requestAnimationFrame(poll);
    };
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
    poll();
  })`);
}

/** Ctrl+K as soon as a fresh page has hydrated, before the modal's code has been prefetched. */
async function timeEarlyOpen(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await hydrated(page);
  const ms = await timeOpen(page);
  await context.close();
  return ms;
}

/**
 * One fresh visit: open search (timed), type the first query until a result shows (index bytes
 * counted up to there), then type every query with per-keystroke timing taken in the page: from
 * the keydown's timestamp to the moment React's commit has mutated the results and layout is done.
 */
export async function measureSearch(browser: Browser, url: string): Promise<SearchFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const indexBodies = new Map<string, Promise<Buffer | null>>();
  const scriptBodies: Promise<Buffer | null>[] = [];
  let hydratedYet = false;
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/search/'))
      indexBodies.set(
        path,
        response.body().catch(() => null),
      );
    // Scripts after hydration are the modal's (fetched when the page is idle, never at first load).
    else if (hydratedYet && response.request().resourceType() === 'script')
      scriptBodies.push(response.body().catch(() => null));
  });
  await page.goto(url, { waitUntil: 'load' });
  await hydrated(page);
  hydratedYet = true;
  // The modal's code comes once the page has settled (5 s after load, then idle): the closed
  // dialog element appears when it is in.
  await page.locator('[data-testid="search-dialog"]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const openMs = await timeOpen(page);
  const input = page.getByRole('combobox');
  await input.pressSequentially('b');
  await page.getByRole('option').first().waitFor();
  // Index files requested before the first one had arrived: what the first results waited for.
  // The dialog asks for the text tier once the names tier answers, in the effects of the render
  // that takes the names in; React can run those effects in the same task as that render, before
  // any observer sees the render, so "started before the dialog had an index" counted the text
  // tier on some runs (316 KB instead of 81). The first response's end is a fixed point instead.
  const before: string[] = await page.evaluate(`(() => {
    const index = performance.getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/search/'));
    if (index.length === 0) throw new Error('search bench: no index request was seen');
    const firstArrived = Math.min(...index.map((e) => e.responseEnd));
    return index.filter((e) => e.startTime < firstArrived).map((e) => new URL(e.name).pathname);
  })()`);
  const bodies = async (paths: Iterable<string>) =>
    (await Promise.all([...paths].map((path) => indexBodies.get(path)))).filter(
      (b): b is Buffer => b !== null && b !== undefined,
    );
  const index = await bodies(before);
  // Keystrokes are timed once the full index (both tiers) answers.
  await page.locator('[data-testid="search-dialog"][data-index="full"]').waitFor();
  const allIndex = await bodies(indexBodies.keys());
  const scripts = (await Promise.all(scriptBodies)).filter((b): b is Buffer => b !== null);

  await page.evaluate(() => {
    const w = window as unknown as { __lat: number[]; __t0: number | null; __paint: number[] };
    w.__lat = [];
    w.__t0 = null;
    w.__paint = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'keydown') w.__paint.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    const box = document.querySelector('[role="combobox"]')!;
    box.addEventListener('keydown', (event) => (w.__t0 = event.timeStamp), { capture: true });
    const body = box.closest('dialog')!;
    new MutationObserver(() => {
      if (w.__t0 === null) return;
      body.getBoundingClientRect(); // layout included
      w.__lat.push(performance.now() - w.__t0);
      w.__t0 = null;
    }).observe(body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  for (const query of TYPED) {
    await input.fill('');
    await page.evaluate(() => ((window as unknown as { __t0: null }).__t0 = null));
    await input.pressSequentially(query, { delay: 40 });
  }
  // Event Timing entries are delivered after the paint they measure.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  const latencies = await page.evaluate(() => (window as unknown as { __lat: number[] }).__lat);
  const paints = await page.evaluate(() => (window as unknown as { __paint: number[] }).__paint);
  await context.close();
  const p95 = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? NaN;
  };
  const unreported = Math.max(0, latencies.length - paints.length);
  return {
    indexBrotli: index.reduce((sum, b) => sum + brotli(b), 0),
    indexRaw: index.reduce((sum, b) => sum + b.length, 0),
    fullIndexBrotli: allIndex.reduce((sum, b) => sum + brotli(b), 0),
    modalJsBrotli: scripts.reduce((sum, b) => sum + brotli(b), 0),
    openMs,
    earlyOpenMs: await timeEarlyOpen(browser, url),
    keystrokeP95Ms: p95(latencies),
    keystrokePaintP95Ms: p95([...paints, ...Array<number>(unreported).fill(16)]),
    keystrokes: latencies.length,
  };
}
