import { brotliCompressSync, constants } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PageWeight {
  jsRaw: number;
  jsBrotli: number;
  htmlRaw: number;
  scripts: number;
}

const brotli = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * JavaScript a first visit loads before the `load` event (what the page needs to boot; Next's
 * prefetching of linked routes starts later and belongs to those routes) and the document's size.
 * Brotli sizes are computed here at quality 11, what a CDN serves.
 */
export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<Buffer | null>[] = [];
  let htmlRaw = 0;
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' && !loaded) bodies.push(response.body().catch(() => null));
    if (type === 'document')
      response
        .body()
        .then((b) => (htmlRaw = b.length))
        .catch(() => {});
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = (await Promise.all(bodies)).filter((b): b is Buffer => b !== null);
  await context.close();
  return {
    jsRaw: scripts.reduce((sum, b) => sum + b.length, 0),
    jsBrotli: scripts.reduce((sum, b) => sum + brotli(b), 0),
    htmlRaw,
    scripts: scripts.length,
  };
}
