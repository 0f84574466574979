/**
 * The static site: every page `next build` prerendered, as `<route>/index.html`, beside the build's
 * hashed assets under `_next/static/`, each text file with brotli and gzip copies. server.mjs serves
 * it with a static-file library in front of Next; a CDN can serve the same folder
 * (docs/decisions/0007-serving-and-precompression.md).
 */
export const STATIC_SITE_DIR = 'dist/site';
/** The id of the build the static site was written from (never served: not a page, not an asset). */
export const BUILD_ID_FILE = 'BUILD_ID';

/**
 * Next's prerendered 404 page, and where the static site keeps it (server/not-found-page.mjs
 * serves it, pinned, for page paths Next would answer with a 404; never as a page of its own).
 */
export const NOT_FOUND_ROUTE = '/_not-found';
export const NOT_FOUND_PAGE = { built: '_not-found.html', staged: '_not-found/index.html' };

/** Routes whose pages are not the site's: the demo runner keeps its own headers (middleware.ts). */
const NOT_STATIC = /^\/(?:demo-runner|_)/;

/**
 * Where the build wrote a prerendered route's HTML, relative to its `server/app` folder, and where
 * the static site keeps it; undefined for a route that is not an HTML page of the site.
 */
export function stagedPage(route: string): { built: string; staged: string } | undefined {
  if (!route.startsWith('/') || NOT_STATIC.test(route) || /\.[a-z0-9]+$/i.test(route)) return undefined;
  const path = route.replace(/\/+$/, '');
  return {
    built: `${path || '/index'}.html`.slice(1),
    staged: `${path ? `${path.slice(1)}/` : ''}index.html`,
  };
}
