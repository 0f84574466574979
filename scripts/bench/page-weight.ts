import { brotliCompressSync, constants } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { firstLoadScripts } from '../../src/pipeline/site/defer-scripts';

export interface PageWeight {
  jsRaw: number;
  jsBrotli: number;
  htmlRaw: number;
  scripts: number;
}

const brotli = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * JavaScript a first visit needs to boot, the scripts its HTML names (those started after the first
 * paint included; demo chunks and prefetches of linked routes belong elsewhere), and the document's
 * size. Brotli sizes are computed here at quality 11, what a CDN serves.
 */
export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.set(
        new URL(response.url()).pathname,
        response.body().catch(() => null),
      );
  });
  const document = await page.goto(url, { waitUntil: 'networkidle' });
  const documentBody = await document!.body();
  const html = documentBody.toString('utf8');
  const named = new Set(firstLoadScripts(html).map((src) => new URL(src, url).pathname));
  const scripts = (
    await Promise.all([...bodies].filter(([path]) => named.has(path)).map(([, body]) => body))
  ).filter((b): b is Buffer => b !== null);
  await context.close();
  return {
    jsRaw: scripts.reduce((sum, b) => sum + b.length, 0),
    jsBrotli: scripts.reduce((sum, b) => sum + brotli(b), 0),
    htmlRaw: documentBody.length,
    scripts: scripts.length,
  };
}
