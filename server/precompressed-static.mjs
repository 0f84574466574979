// Serves the build's hashed static files (`/_next/static/…`) as the brotli copies that
// `scripts/precompress-static.ts` wrote beside them at build time (quality 11: 12-13% fewer
// script bytes than gzip on a docs page, docs/decisions/0007-serving-and-precompression.md).
// Next's own static handler still answers every request, so its headers (cache, ETag, 304s, the
// middleware's security headers) stay as they are; only a 200's body is swapped for the brotli file.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const STATIC_PREFIX = '/_next/static/';

/** True when the Accept-Encoding header lists br without `q=0`. */
export function acceptsBrotli(acceptEncoding) {
  if (typeof acceptEncoding !== 'string') return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding.trim().toLowerCase() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** The `.br` file for a static URL path, or undefined when the path is not a static file's. */
export function brotliFileFor(staticDir, pathname) {
  if (!pathname.startsWith(STATIC_PREFIX)) return undefined;
  let relative;
  try {
    relative = decodeURIComponent(pathname.slice(STATIC_PREFIX.length));
  } catch {
    return undefined;
  }
  if (relative.split('/').some((part) => part === '..' || part === '')) return undefined;
  return join(staticDir, `${relative}.br`);
}

/**
 * A request wrapper: `serve(request, response, next)` calls `next()` in every case, and when a
 * brotli copy exists and the client takes it, replaces the body of a 200 with it.
 */
export function precompressedStatic(staticDir) {
  // Only copies that exist are kept, so requests for made-up paths cannot grow the cache; the
  // copies of a build are about 2 MB in all.
  const cache = new Map();
  async function load(file) {
    if (cache.has(file)) return cache.get(file);
    try {
      const body = await readFile(file);
      cache.set(file, body);
      return body;
    } catch {
      return null;
    }
  }

  return async function serve(request, response, next) {
    let file;
    try {
      file =
        (request.method === 'GET' || request.method === 'HEAD') &&
        acceptsBrotli(request.headers['accept-encoding']) &&
        brotliFileFor(staticDir, new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      file = undefined; // a request target URL() rejects: Next answers it as it would anyway
    }
    const body = file ? await load(file) : null;
    if (!body) return next();

    let swapped = false;
    const { writeHead, write, end } = response;
    response.writeHead = function swapHeaders(statusCode, ...rest) {
      if (statusCode === 200 && !response.getHeader('Content-Encoding')) {
        swapped = true;
        response.setHeader('Content-Encoding', 'br');
        response.setHeader('Content-Length', body.length);
        response.removeHeader('Accept-Ranges');
        const vary = response.getHeader('Vary');
        if (!vary) response.setHeader('Vary', 'Accept-Encoding');
        else if (!/accept-encoding/i.test(String(vary)))
          response.setHeader('Vary', `${vary}, Accept-Encoding`);
        // writeHead(status, [message], headers): a Content-Length there is the plain file's.
        const headers = rest.find((argument) => argument && typeof argument === 'object');
        if (headers && !Array.isArray(headers)) {
          for (const name of Object.keys(headers))
            if (name.toLowerCase() === 'content-length') delete headers[name];
        }
      }
      return writeHead.call(this, statusCode, ...rest);
    };
    // Decide before the first byte: send the headers now, so `swapped` is known.
    const sendHeaders = () => {
      if (!response.headersSent) response.writeHead(response.statusCode);
    };
    response.write = function writeBody(chunk, encoding, callback) {
      sendHeaders();
      if (!swapped) return write.call(this, chunk, encoding, callback);
      const done = typeof encoding === 'function' ? encoding : callback;
      if (done) process.nextTick(done);
      return true;
    };
    response.end = function endBody(chunk, encoding, callback) {
      sendHeaders();
      if (!swapped) return end.call(this, chunk, encoding, callback);
      const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
      return end.call(this, request.method === 'HEAD' ? undefined : body, done);
    };
    return next();
  };
}
