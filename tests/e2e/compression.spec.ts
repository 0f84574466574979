import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

// server.mjs: the build's static files go out as their brotli copies (quality 11, written by the
// postbuild), pages and other answers are compressed per request, brotli or gzip as the client
// asks. Node's fetch decodes the body; the headers still say what was sent.
test.describe('compression', () => {
  let origin: string;
  test.beforeAll(({}, testInfo) => {
    origin = String(testInfo.project.use.baseURL);
  });

  async function fetchWith(path: string, acceptEncoding: string) {
    const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } });
    return {
      status: response.status,
      encoding: response.headers.get('content-encoding'),
      length: Number(response.headers.get('content-length') ?? NaN),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  test('a first-load script is sent as its brotli copy, smaller than gzip', async () => {
    const html = (await fetchWith('/material-ui/react-button/', 'identity')).body.toString();
    const scripts = [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map(
      (match) => match[1],
    );
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    let brotliBytes = 0;
    let gzipBytes = 0;
    for (const src of scripts) {
      const plain = await fetchWith(src, 'identity');
      const brotli = await fetchWith(src, 'gzip, deflate, br');
      if (plain.body.length < 1024) continue; // below the compression threshold
      expect(brotli.encoding, src).toBe('br');
      expect(brotli.body.equals(plain.body), `${src} decodes to the same bytes`).toBe(true);
      expect(brotli.length, src).toBeLessThan(plain.body.length);
      const gzip = await fetchWith(src, 'gzip');
      expect(gzip.encoding, src).toBe('gzip');
      expect(gzip.body.equals(plain.body), src).toBe(true);
      brotliBytes += brotli.length;
      gzipBytes += gzipSync(plain.body).length; // what per-request gzip (level 6) would send
    }
    // 12-13% less on a page's first-load scripts (docs/decisions/0007-serving-and-precompression.md).
    expect(brotliBytes).toBeGreaterThan(0);
    expect(brotliBytes).toBeLessThan(gzipBytes * 0.92);
  });

  test('a page is compressed with brotli or gzip, as the client asks', async () => {
    const plain = await fetchWith('/material-ui/react-button/', 'identity');
    expect(plain.encoding).toBeNull();
    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await fetchWith('/material-ui/react-button/', accept);
      expect(response.status).toBe(200);
      expect(response.encoding, accept).toBe(expected);
      expect(response.body.equals(plain.body), accept).toBe(true);
    }
  });
});
