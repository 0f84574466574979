import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** What the crawl reads of a violation: the rule, its impact and where it was found. */
export interface AxeViolation {
  id: string;
  impact?: Axe.ImpactValue | null;
  nodes: { target: Axe.UnlabelledFrameSelector }[];
}

// The same axe-core build `@axe-core/playwright` injects (package.json pins it with `overrides`).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Axe's violations on the page as it stands, all rules. On a page without frames (every page when it
 * loads: the demo editor's iframe appears on demand) axe runs once in the page, injected once. The
 * wrapper's legacy mode would inject its 654 KB twice (once to probe, once per frame) and send every
 * result type back; doing it here saves 100-200 ms a page across the crawl
 * (docs/decisions/0016-test-rig-and-crawl.md). With any frame, the wrapper's per-frame mode runs, so nothing inside a frame is skipped.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (page.frames().length > 1) {
    const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    return results.violations;
  }
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe };
    // Only violations are read: axe then skips building node details for the thousands of passes.
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  });
}
