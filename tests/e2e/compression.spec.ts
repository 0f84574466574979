import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

// server.mjs: prerendered pages and the build's assets go out as the brotli or gzip copies the
// postbuild wrote (the static site, served by sirv); what Next answers itself is gzipped by Next.
// Node's fetch decodes the body; the headers still say what was sent.
const PAGE = '/material-ui/react-button/';
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

test.describe('compression', () => {
  let origin: string;
  test.beforeAll(({}, testInfo) => {
    origin = String(testInfo.project.use.baseURL);
  });

  async function fetchWith(path: string, acceptEncoding: string, accept = HTML) {
    const response = await fetch(`${origin}${path}`, {
      headers: { 'accept-encoding': acceptEncoding, accept },
    });
    return {
      status: response.status,
      encoding: response.headers.get('content-encoding'),
      length: Number(response.headers.get('content-length') ?? NaN),
      headers: response.headers,
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  test('a page’s scripts are sent as their brotli copies, smaller than gzip', async () => {
    const html = (await fetchWith(PAGE, 'identity')).body.toString();
    const scripts = [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map(
      (match) => match[1],
    );
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    let brotliBytes = 0;
    let gzipBytes = 0;
    for (const src of scripts) {
      const plain = await fetchWith(src, 'identity');
      if (plain.body.length < 1024) continue; // below the compression threshold
      const brotli = await fetchWith(src, 'gzip, deflate, br');
      expect(brotli.encoding, src).toBe('br');
      expect(brotli.body.equals(plain.body), `${src} decodes to the same bytes`).toBe(true);
      expect(brotli.length, src).toBeLessThan(plain.body.length);
      expect(brotli.headers.get('cache-control'), src).toBe('public, max-age=31536000, immutable');
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

  test('a page is its precompressed copy, brotli or gzip as the client asks, with a length', async () => {
    const plain = await fetchWith(PAGE, 'identity');
    expect(plain.encoding).toBeNull();
    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await fetchWith(PAGE, accept);
      expect(response.status).toBe(200);
      expect(response.encoding, accept).toBe(expected);
      // A file's length, known up front: not a stream compressed as it is sent.
      expect(response.length, accept).toBeGreaterThan(1000);
      expect(response.length, accept).toBeLessThan(plain.body.length / 4);
      expect(response.body.equals(plain.body), accept).toBe(true);
    }
  });

  test('a page from the static site carries the same security headers as one Next renders', async () => {
    const fromStatic = await fetchWith(PAGE, 'br');
    // A 404 for a client that does not ask for HTML is rendered by Next at request time, through the middleware.
    const fromNext = await fetchWith('/no-such-page/', 'br', '*/*');
    expect(fromNext.status).toBe(404);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
    ]) {
      expect(fromStatic.headers.get(name), name).toBeTruthy();
      expect(fromStatic.headers.get(name), name).toBe(fromNext.headers.get(name));
    }
    expect(fromStatic.headers.get('vary')).toBe('Accept, Accept-Encoding');
  });

  test('the router’s payload fetch for a page URL is answered by Next, gzipped', async () => {
    // What the App Router sends on a client-side navigation (a test may name Next's protocol).
    const response = await fetch(`${origin}${PAGE}`, {
      headers: { 'accept-encoding': 'gzip, br', accept: '*/*', rsc: '1' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/x-component/);
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});
