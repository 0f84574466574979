// The production server: Next's own request handler (its documented custom-server API), with the
// static site in front of it: prerendered pages and hashed assets go out as the brotli or gzip
// copies written at build time, served by sirv (server/static-site.mjs,
// docs/decisions/0007-serving-and-precompression.md); Next answers everything else and gzips it.
// It also refuses oversize bodies (and any body outside the feedback API) before Next reads a
// byte, takes the client's address for rate limits from the socket, and prints `ready` only once
// feedback storage has opened or failed (docs/decisions/0009-feedback-storage.md).
// Usage: node server.mjs [-p PORT] [-H HOST]
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import next from 'next';
import { builtPageIn, nextAnswers } from './server/not-found-page.mjs';
import { originForm } from './server/origin-form.mjs';
import { parseTrustedHops, refusalFor, trustForwardedHeaders } from './server/request-guards.mjs';
import { describeStartError, listenOrigins, storageLine } from './server/start-up.mjs';
import { staticSite } from './server/static-site.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: process.env.PORT ?? '3000' },
    hostname: { type: 'string', short: 'H', default: '127.0.0.1' },
  },
});
const port = Number(values.port);
const hostname = values.hostname;

let trustedHops;
try {
  trustedHops = parseTrustedHops(process.env.FEEDBACK_TRUSTED_PROXY_HOPS);
} catch (error) {
  console.error(`\nserver: ${describeStartError(error)}\n`);
  process.exit(1);
}
// The feedback API accepts submissions from the configured site origin and from the address this
// server listens on (src/lib/feedback/config.ts); never from what a request's Host header claims.
process.env.FEEDBACK_LISTEN_ORIGINS = listenOrigins(hostname, port).join(',');

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
// The middleware's security headers, compiled for this server by the postbuild
// (scripts/build-server-headers.ts): pages served here carry exactly what Next would send.
const headersModule = new URL('./dist/server/server-headers.mjs', import.meta.url);
let serveStatic = (_request, _response, next) => next();
try {
  const { isHttpsRequest, siteSecurityHeaders } = await import(headersModule.href);
  const buildId = readFileSync(new URL('./.next/BUILD_ID', import.meta.url), 'utf8').trim();
  const dir = fileURLToPath(new URL('./dist/site', import.meta.url));
  const manifest = (name) => JSON.parse(readFileSync(new URL(`./.next/${name}`, import.meta.url), 'utf8'));
  const answeredByNext = nextAnswers(
    manifest('routes-manifest.json'),
    manifest('prerender-manifest.json'),
    builtPageIn(dir),
  );
  const securityHeaders = (request) => {
    // Read after trustForwardedHeaders, which drops forwarding headers from untrusted hops.
    const headers = { get: (name) => [request.headers[name]].flat()[0] ?? null };
    return siteSecurityHeaders(isHttpsRequest(headers), (request.url ?? '/').split('?')[0]);
  };
  serveStatic = staticSite(dir, buildId, securityHeaders, answeredByNext);
} catch (error) {
  console.warn(`server: no static site (${describeStartError(error)}): Next serves every page`);
}

try {
  await app.prepare();
} catch (error) {
  console.error(`\nserver: could not start: ${describeStartError(error)}\n`);
  process.exit(1);
}

const server = createServer(
  {
    // Slow clients: the headers within 10 s, the whole request within 30 s (Node: 60 s and 300 s).
    headersTimeout: 10_000,
    requestTimeout: 30_000,
    // Node checks those timeouts on this interval (default 30 s, which would let them run to 40 s and 60 s).
    connectionsCheckingInterval: 1_000,
  },
  (request, response) => {
    // Redirects must never name another host (server/origin-form.mjs).
    request.url = originForm(request.url);
    const refusal = refusalFor(request);
    if (refusal) {
      // Connection: close, so an unread body is dropped with the socket instead of being read on.
      response.writeHead(refusal.status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        connection: 'close',
        ...refusal.headers,
      });
      response.end(JSON.stringify({ error: refusal.message }));
      return;
    }
    trustForwardedHeaders(request.headers, request.socket.remoteAddress, trustedHops);
    const toNext = () =>
      handle(request, response).catch((error) => {
        // Next answers its own errors; this is for a failure outside it, which must not end the process.
        console.error(error);
        if (!response.headersSent) response.statusCode = 500;
        response.end();
      });
    try {
      serveStatic(request, response, toNext);
    } catch (error) {
      // A fault in the static layer must not cost the page: Next can still answer it.
      console.error(error);
      if (!response.headersSent) toNext();
      else response.end();
    }
  },
);
// A plain `kill` (SIGTERM) or Ctrl+C exits through process.exit, so exit handlers run: the
// embedded database's lock file is removed (src/modules/feedback/data-dir.ts).
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => process.exit(0));

server.on('error', (error) => {
  console.error(`\nserver: could not listen on ${hostname}:${port}: ${describeStartError(error)}\n`);
  process.exit(1);
});
server.listen(port, hostname, async () => {
  // Next loads the app (and its instrumentation hook, which opens feedback storage) on the first
  // request it handles: make that request here, so `ready` is printed only once it is.
  const origin = listenOrigins(hostname, port)[0];
  await fetch(`${origin}/api/feedback/`).then(
    (answer) => answer.body?.cancel(),
    (error) => console.error(`server: the warm-up request failed: ${describeStartError(error)}`),
  );
  console.log(`ready on http://${hostname}:${port} (${storageLine()})`);
});
