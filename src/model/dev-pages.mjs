/**
 * Pages on demand in `npm run dev`: the contract between the dev script, which writes loader maps
 * holding only the pages asked for so far, and the docs route, which asks for a page it cannot
 * load yet. Compiling the docs route with every page module took over three minutes; with the
 * pages asked for, seconds (docs/decisions/0019-author-hot-reload.md).
 */

/** Set by scripts/dev.ts for `next dev`; next.config.mjs then swaps in the loader maps below. */
export const PAGES_ON_DEMAND_ENV = 'DOCS_DEV_PAGES_ON_DEMAND';

/** One route per line, appended by the docs route; the dev script watches it. */
export const WANTED_PAGES_FILE = '.cache/dev/wanted-pages.txt';

/** The dev loader maps, beside the full ones in generated/ (same relative imports). */
export const DEV_PAGE_LOADERS = 'dev-page-loaders.ts';
export const DEV_DEMO_LOADERS = 'dev-demo-loaders.js';
