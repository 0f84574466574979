import { readFileSync } from 'node:fs';
import type { DemoRecord, DemoStyling } from '@/model/demo-record';
import { ContentError } from './content-error';

/** Products whose readers pick a styling for every demo: Base UI is unstyled, so each demo shows how. */
export const PRODUCTS_WITH_STYLINGS = ['base-ui'];
const ALL_STYLINGS: DemoStyling[] = ['System', 'Tailwind', 'CSS'];

/**
 * Every demo of those products offers the styling switch: System, Tailwind and CSS, on every page
 * (a page about one technique too, whose readers compare it with the others). Fails on the first
 * demo that does not, at its `<Demo>` line.
 */
export function checkDemoStylings(
  demos: readonly DemoRecord[],
  pages: readonly { route: string; file: string }[],
  readSource: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): void {
  for (const demo of demos) {
    if (!PRODUCTS_WITH_STYLINGS.includes(demo.route.split('/')[1])) continue;
    const offered = demo.variants.map((variant) => variant.styling);
    const missing = ALL_STYLINGS.filter((styling) => !offered.includes(styling));
    if (missing.length === 0) continue;
    const file = pages.find((page) => page.route === demo.route)?.file ?? demo.route;
    const source = pages.some((page) => page.file === file) ? readSource(file) : '';
    const at = source.indexOf(`name="${demo.name}"`);
    const line = at < 0 ? 1 : source.slice(0, at).split('\n').length;
    throw new ContentError(
      file,
      line,
      `demo "${demo.name}" has no ${missing.join(' or ')} styling: every ${demo.route.split('/')[1]} demo ` +
        `offers System, Tailwind and CSS (demos/${demo.name}/system.tsx, tailwind.tsx, css.tsx)`,
    );
  }
}
