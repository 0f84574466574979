// zh is recognised in paths but not translated: /zh/<page> serves the English page (next.config
// `rewrites()`). Plain JavaScript so that next.config.mjs can import it as well as the middleware.

/**
 * What may follow /zh/ to be rewritten: a page path. Not the API or the sandboxed demo runner (no
 * second copy of an endpoint or of the runner at the site's origin), not Next's own files under
 * `_next/`, and not a file: a path whose last segment has a dot (sw.js, llms.txt, sitemap.xml,
 * a page's index.md twin). Pages end with a slash, so their last segment is empty. Non-capturing
 * groups only: Next's path-to-regexp refuses capturing ones in a parameter's pattern.
 */
const ZH_PAGE_PATH = '(?!(?:api|demo-runner|_next)(?:/|$))(?:[^/]*/)*[^/.]*';

/** The next.config rewrite source: `/zh/<page path>` to `/:path`. */
export const ZH_REWRITE_SOURCE = `/zh/:path(${ZH_PAGE_PATH})`;

const ZH_PAGE = new RegExp(`^/zh(?:/${ZH_PAGE_PATH})?$`);

/**
 * True for a path under /zh that the rewrite leaves alone, so it is 404: the middleware answers a
 * write there with a 404 too.
 * @param {string} pathname
 */
export function isZhNonPage(pathname) {
  return /^\/zh(?:\/|$)/.test(pathname) && !ZH_PAGE.test(pathname);
}
