import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jsTwinOf } from './js-twin';
import { resolveDemo } from './resolve-demo';
import { tsToJs } from './ts-to-js';

const DEMO_TAG = /<Demo\b[^>]*?\bname="([^"]+)"/g;

/**
 * Writes the JavaScript twin beside each demo variant a page shows, where missing or stale.
 * Returns every twin the page shows, and how many were written.
 */
export async function writePageTwins(
  pageFile: string,
  source: string,
): Promise<{ twins: string[]; written: number }> {
  const twins: string[] = [];
  let written = 0;
  for (const [, name] of source.matchAll(DEMO_TAG)) {
    for (const variant of resolveDemo(path.dirname(pageFile), name) ?? []) {
      const twin = jsTwinOf(variant.file);
      twins.push(twin);
      const js = await tsToJs(variant.source, path.basename(variant.file));
      if (existsSync(twin) && readFileSync(twin, 'utf8') === js) continue;
      writeFileSync(twin, js);
      written++;
    }
  }
  return { twins, written };
}
