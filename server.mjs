// The production server: Next's own request handler, with brotli. `next start` compresses with
// gzip only, on every request. Here the build's static files go out as the brotli copies written
// at build time, and everything else (pages, RSC payloads, API answers) is compressed on the fly,
// brotli or gzip as the client takes it (docs/decisions/0007-serving-and-precompression.md).
// next.config.mjs sets `compress: false` so that Next does not compress a second time.
// Usage: node server.mjs [-p PORT] [-H HOST]
import { createServer } from 'node:http';
import { constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import compression from 'compression';
import next from 'next';
import { originForm } from './server/origin-form.mjs';
import { precompressedStatic } from './server/precompressed-static.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: process.env.PORT ?? '3000' },
    hostname: { type: 'string', short: 'H', default: '127.0.0.1' },
  },
});
const port = Number(values.port);
const hostname = values.hostname;

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
// Quality 5 for what is compressed per request: the Button page's 295 KB of HTML becomes 32 KB in
// about 4 ms (gzip: 37 KB; quality 11: 28 KB, but about 370 ms, too slow to run per request).
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });
const precompressed = precompressedStatic(fileURLToPath(new URL('./.next/static', import.meta.url)));

await app.prepare();
createServer((request, response) => {
  // Redirects must never name another host (server/origin-form.mjs).
  request.url = originForm(request.url);
  compress(request, response, () =>
    precompressed(request, response, () => handle(request, response)).catch((error) => {
      // Next answers its own errors; this is for a failure outside it, which must not end the process.
      console.error(error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    }),
  );
}).listen(port, hostname, () => {
  console.log(`ready on http://${hostname}:${port}`);
});
