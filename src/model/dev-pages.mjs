/**
 * Pages on demand in `npm run dev`: the contract between the dev script, which writes a dev
 * registry holding only the pages asked for so far, and the docs route, which asks for a page it
 * cannot load yet. Compiling the docs route with every page module took over three minutes; with the
 * pages asked for, seconds (docs/decisions/0019-author-hot-reload.md).
 */

/** Set by scripts/dev.ts for `next dev`; next.config.mjs then swaps in the dev registry below. */
export const PAGES_ON_DEMAND_ENV = 'DOCS_DEV_PAGES_ON_DEMAND';

/** One route per line, appended by the docs route; the dev script watches it. */
export const WANTED_PAGES_FILE = '.cache/dev/wanted-pages.txt';

/**
 * The dev registry, generated/dev-registry/<name>.ts: each file stands in for the registry module
 * `@/registry/<name>` (src/registry/<name>.ts, same exports), which next.config.mjs swaps for it.
 */
export const DEV_REGISTRY_DIR = 'dev-registry';
export const DEV_REGISTRY_MODULES = ['pages', 'demo-groups'];
