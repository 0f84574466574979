// Serves the static site (src/pipeline/site/static-site.ts: prerendered pages and the build's
// hashed assets, each with brotli and gzip copies written at build time) with sirv, in front of
// Next: a static page costs a file read, not a render or a compression
// (docs/decisions/0007-serving-and-precompression.md). Anything else goes on to Next.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { notFoundPage } from './not-found-page.mjs';

const ASSETS = '/_next/static/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Pages change with each deploy: a cache keeps them but asks again (a 304 when unchanged).
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** True when an Accept header lists text/html (a browser loading a page, not a router fetch). */
export function acceptsHtml(accept) {
  if (typeof accept !== 'string') return false;
  return accept.split(',').some((part) => {
    const [type, ...params] = part.trim().split(';');
    if (type.trim().toLowerCase() !== 'text/html') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Whether the static site answers this request: assets always, and a page (a path ending in a
 * slash) when a browser asks for HTML. Other requests for the same URL (the App Router fetches a
 * page's payload with the same path) and every other method go to Next.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 */
export function isStaticRequest(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = (request.url ?? '/').split('?')[0];
  if (path.startsWith(ASSETS)) return true;
  // Nothing else under /_ is a page (the 404 page's copy is kept there, served only as a 404).
  if (path.startsWith('/_')) return false;
  return path.endsWith('/') && acceptsHtml(request.headers.accept);
}

/** The build id a static site was written from, or undefined when it has none. */
function builtFrom(dir) {
  const file = join(dir, 'BUILD_ID');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/**
 * A request handler `(request, response, next)`. `headersFor(request)` gives the security headers
 * (the middleware's, compiled for this server). Without a static site, or with one written from
 * another build than `buildId` (pages naming chunks the running build does not have), every
 * request goes to Next. A page it does not have gets the static 404 page (./not-found-page.mjs)
 * unless `answeredByNext(pathname)` says Next has something for it (a redirect, a rewrite, a route
 * rendered on demand).
 * @param {string} dir
 * @param {string} buildId
 * @param {(request: import('node:http').IncomingMessage) => [string, string][]} headersFor
 * @param {(pathname: string) => boolean} [answeredByNext] without it, Next answers every miss
 */
export function staticSite(dir, buildId, headersFor, answeredByNext) {
  const siteBuild = existsSync(dir) ? builtFrom(dir) : undefined;
  if (siteBuild !== buildId) {
    const found = siteBuild ? `one from build ${siteBuild}` : 'none';
    console.warn(
      `server: no static site for build ${buildId} at ${dir} (found ${found}; run \`npm run build\`): Next serves every page`,
    );
    return (_request, _response, next) => next();
  }
  const serve = sirv(dir, {
    brotli: true,
    gzip: true,
    etag: true,
    extensions: ['html'],
    setHeaders(response, pathname) {
      for (const [name, value] of headersFor(response.req)) response.setHeader(name, value);
      const asset = pathname.startsWith(ASSETS);
      response.setHeader('Cache-Control', asset ? IMMUTABLE : REVALIDATE);
      // A page's URL also answers the router's payload fetch: caches must keep the two apart.
      if (!asset) response.setHeader('Vary', 'Accept, Accept-Encoding');
    },
  });
  const notFound = answeredByNext ? notFoundPage(dir, answeredByNext, headersFor) : undefined;
  const missed = notFound ? (request, response, next) => notFound(request, response) || next() : undefined;
  return (request, response, next) => {
    if (!isStaticRequest(request)) return next();
    const asset = (request.url ?? '/').startsWith(ASSETS);
    return serve(request, response, missed && !asset ? () => missed(request, response, next) : next);
  };
}
