// The 404 page from the static site. Next renders it at request time with only the header policy
// ('unsafe-inline' scripts); the static site keeps the build's prerendered copy with its inline
// scripts pinned by hash (docs/decisions/0008-security-headers-and-csp.md). Its content is the same
// for every path (the suggestions are ranked in the browser from location.pathname), so the one
// copy can answer any unknown page path, as long as Next would not answer that path otherwise.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isZhNonPage } from '../src/modules/paths/zh-pages.mjs';

/** Where the static site keeps the 404 page (src/pipeline/site/static-site.ts, NOT_FOUND_PAGE). */
export const NOT_FOUND_FILE = '_not-found/index.html';

/** Paths Next keeps whatever the manifests say: endpoints, its own files, the demo runner. */
const NEXT_ONLY = /^\/(?:api(?:\/|$)|_|demo-runner(?:\/|$))/;

const compile = (entries) => (entries ?? []).map((entry) => new RegExp(entry.regex));

/** Whether the static site in `dir` has a page at `pathname` (src/pipeline/site/static-site.ts). */
export function builtPageIn(dir) {
  return (pathname) => {
    const path = pathname.replace(/^\/+|\/+$/g, '');
    return existsSync(join(dir, path ? `${path}/index.html` : 'index.html'));
  };
}

/** The page a /zh/ path stands for (next.config `rewrites()`), or undefined outside /zh/. */
function languageTarget(pathname) {
  if (pathname === '/zh' || pathname === '/zh/') return '/';
  return pathname.startsWith('/zh/') ? pathname.slice(3) : undefined;
}

/**
 * Whether Next, rather than the static 404 page, must answer a page path the static site does not
 * have: a redirect or rewrite source (redirects must still win), a route that is not prerendered
 * (a route handler, a dynamic page), or a dynamic route that renders paths on demand. What is left
 * is a path Next would answer with its 404.
 *
 * A /zh/ path is the English page under it: Next answers it when it would answer that page (a
 * built page, a redirect, a route rendered on demand), and otherwise (no such page, or a path the
 * rewrite leaves alone, such as /zh/api/) its answer would be the 404 page, pinned here instead.
 * @param {{ redirects?: { regex: string }[], rewrites?: { source?: string, regex: string }[] | Record<string, { source?: string, regex: string }[]>, staticRoutes?: { regex: string }[], dynamicRoutes?: { page: string, regex: string }[] }} routes
 *   `.next/routes-manifest.json`
 * @param {{ dynamicRoutes?: Record<string, { fallback?: unknown }> }} prerender `.next/prerender-manifest.json`
 * @param {(pathname: string) => boolean} [isBuiltPage] whether the static site has that page
 * @returns {(pathname: string) => boolean}
 */
export function nextAnswers(routes, prerender, isBuiltPage = () => false) {
  const rewrites = Array.isArray(routes.rewrites)
    ? routes.rewrites
    : Object.values(routes.rewrites ?? {}).flat();
  const patterns = [
    ...compile(routes.redirects),
    // The language rewrites are answered below, from the page they stand for.
    ...compile(rewrites.filter((rewrite) => languageTarget(rewrite.source ?? '') === undefined)),
    ...compile(routes.staticRoutes),
    // A dynamic route with `dynamicParams = false` (fallback false) renders nothing new: a path it
    // was not built with is a 404. Any other renders on demand.
    ...compile(
      (routes.dynamicRoutes ?? []).filter(
        (route) => prerender.dynamicRoutes?.[route.page]?.fallback !== false,
      ),
    ),
  ];
  const answers = (pathname) =>
    NEXT_ONLY.test(pathname) || patterns.some((pattern) => pattern.test(pathname));
  return (pathname) => {
    if (answers(pathname)) return true;
    const target = languageTarget(pathname);
    if (target === undefined || isZhNonPage(pathname)) return false;
    return isBuiltPage(target) || answers(target);
  };
}

/** The stored copy a client takes: brotli, then gzip, else the plain file. */
export function chooseEncoding(acceptEncoding, available) {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
  return ['br', 'gzip'].find((encoding) => accepted.has(encoding) && available[encoding]);
}

/**
 * A handler `(request, response) => boolean` that answers with the 404 page and returns true, or
 * returns false (nothing sent) when Next must answer; undefined when the static site has no copy.
 * Only for a page a browser asks for (the caller checks GET/HEAD, a slash path and Accept: text/html).
 * @param {string} dir
 * @param {(pathname: string) => boolean} answeredByNext
 * @param {(request: import('node:http').IncomingMessage) => [string, string][]} headersFor
 */
export function notFoundPage(dir, answeredByNext, headersFor) {
  const file = join(dir, NOT_FOUND_FILE);
  if (!existsSync(file)) return undefined;
  const bodies = { identity: readFileSync(file) };
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (existsSync(file + suffix)) bodies[encoding] = readFileSync(file + suffix);
  }
  return (request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (answeredByNext(pathname)) return false;
    const encoding = chooseEncoding(request.headers['accept-encoding'], bodies);
    const body = bodies[encoding ?? 'identity'];
    for (const [name, value] of headersFor(request)) response.setHeader(name, value);
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    // As Next sends its 404: never kept, since the path may become a page with the next deploy.
    response.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    response.setHeader('Vary', 'Accept, Accept-Encoding');
    if (encoding) response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', body.length);
    response.statusCode = 404;
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  };
}
