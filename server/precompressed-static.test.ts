import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, brotliFileFor, precompressedStatic } from './precompressed-static.mjs';

describe('acceptsBrotli', () => {
  it('reads the br coding and its weight', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

describe('brotliFileFor', () => {
  it('maps static URL paths into the folder and nothing else', () => {
    expect(brotliFileFor('/b/static', '/_next/static/chunks/a%5Bb%5D.js')).toBe(
      '/b/static/chunks/a[b].js.br',
    );
    expect(brotliFileFor('/b/static', '/_next/static/../../etc/passwd')).toBeUndefined();
    expect(brotliFileFor('/b/static', '/_next/static/%2e%2e/x.js')).toBeUndefined();
    expect(brotliFileFor('/b/static', '/_next/static/%E0%A4%A.js')).toBeUndefined();
    expect(brotliFileFor('/b/static', '/material-ui/')).toBeUndefined();
  });
});

/**
 * A real HTTP server whose inner handler plays Next's static handler: headers set one by one,
 * the body streamed in two writes, 304 for a matching ETag.
 */
describe('precompressedStatic over HTTP', () => {
  const source = 'console.log("a chunk");\n'.repeat(200);
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
    mkdirSync(join(dir, 'chunks'));
    writeFileSync(join(dir, 'chunks', 'app.js.br'), brotliCompressSync(source));
    const serve = precompressedStatic(dir);
    server = createServer((request, response) =>
      serve(request, response, () => {
        response.setHeader('Content-Type', 'application/javascript');
        response.setHeader('Content-Length', Buffer.byteLength(source));
        response.setHeader('ETag', 'W/"1"');
        response.setHeader('X-Content-Type-Options', 'nosniff');
        if (request.headers['if-none-match'] === 'W/"1"') {
          response.statusCode = 304;
          response.end();
          return;
        }
        if (request.method === 'HEAD') {
          response.end();
          return;
        }
        response.write(source.slice(0, 100));
        response.end(source.slice(100));
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // fetch() would decode the body itself; a raw request shows what went over the wire.
  async function get(path: string, headers: Record<string, string>, method = 'GET') {
    const { request } = await import('node:http');
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const req = request(`${origin}${path}`, { method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );
  }

  it('sends the brotli copy, with the inner handler headers kept', async () => {
    const response = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(source);
  });

  it('sends the plain file to a client without brotli, or when there is no copy', async () => {
    const plain = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(source);
    const noCopy = await get('/_next/static/chunks/other.js', { 'accept-encoding': 'br' });
    expect(noCopy.headers['content-encoding']).toBeUndefined();
    expect(noCopy.body.toString()).toBe(source);
  });

  it('passes a request target URL() rejects on to the inner handler', async () => {
    const response = await get('//[bad', { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('leaves a 304 alone and gives HEAD the headers without a body', async () => {
    const notModified = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'br',
      'if-none-match': 'W/"1"',
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });
});
