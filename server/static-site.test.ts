import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptsHtml, isStaticRequest, staticSite } from './static-site.mjs';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('isStaticRequest', () => {
  it('takes assets, and pages a browser asks for as HTML', () => {
    expect(isStaticRequest({ method: 'GET', url: '/_next/static/chunks/a.js', headers: {} })).toBe(true);
    expect(isStaticRequest({ method: 'GET', url: '/material-ui/react-button/', headers: HTML })).toBe(true);
    expect(isStaticRequest({ method: 'HEAD', url: '/', headers: HTML })).toBe(true);
  });

  it('leaves the router payload fetch, other methods and slashless paths to Next', () => {
    expect(isStaticRequest({ method: 'GET', url: '/material-ui/react-button/?_rsc=1', headers: {} })).toBe(
      false,
    );
    expect(isStaticRequest({ method: 'POST', url: '/api/feedback/', headers: HTML })).toBe(false);
    expect(isStaticRequest({ method: 'GET', url: '/material-ui/react-button', headers: HTML })).toBe(false);
  });

  it('reads q=0 in Accept as a refusal', () => {
    expect(acceptsHtml('text/html;q=0, */*')).toBe(false);
    expect(acceptsHtml('TEXT/HTML')).toBe(true);
    expect(acceptsHtml(undefined)).toBe(false);
  });
});

describe('staticSite', () => {
  let dir: string;
  let server: Server;
  let origin: string;
  const page = '<!DOCTYPE html><p>Button</p>'.repeat(100);
  const notFound = '<!DOCTYPE html><meta http-equiv="Content-Security-Policy" content="x"/><p>404</p>';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-site-'));
    mkdirSync(path.join(dir, 'material-ui/react-button'), { recursive: true });
    mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
    const file = path.join(dir, 'material-ui/react-button/index.html');
    writeFileSync(file, page);
    writeFileSync(`${file}.br`, brotliCompressSync(page));
    writeFileSync(`${file}.gz`, gzipSync(page));
    writeFileSync(path.join(dir, '_next/static/chunks/app-1a2b.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'BUILD_ID'), 'build-1\n');
    mkdirSync(path.join(dir, '_not-found'));
    writeFileSync(path.join(dir, '_not-found/index.html'), notFound);
    writeFileSync(path.join(dir, '_not-found/index.html.br'), brotliCompressSync(notFound));
    const serve = staticSite(
      dir,
      'build-1',
      () => [['X-Content-Type-Options', 'nosniff']],
      (pathname) => pathname.startsWith('/old/'),
    );
    server = createServer((request, response) =>
      serve(request, response, () => response.writeHead(299).end('next')),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a page as its brotli or gzip copy, as the browser takes it, with the security headers', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(`${origin}/material-ui/react-button/`, {
        headers: { ...HTML, 'accept-encoding': accept },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(await response.text()).toBe(page);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
    }
  });

  it('answers a repeat visit with 304 and assets as immutable', async () => {
    const first = await fetch(`${origin}/material-ui/react-button/`, { headers: HTML });
    const again = await fetch(`${origin}/material-ui/react-button/`, {
      headers: { ...HTML, 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    const asset = await fetch(`${origin}/_next/static/chunks/app-1a2b.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('stands aside for a running build it was not written from', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const serve = staticSite(dir, 'build-2', () => []);
    const next = vi.fn();
    serve({ method: 'GET', url: '/material-ui/react-button/', headers: HTML } as never, {} as never, next);
    expect(next).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('found one from build build-1'));
    warn.mockRestore();
  });

  it('passes what Next answers, and payload fetches, to the next handler', async () => {
    expect((await fetch(`${origin}/old/react-button/`, { headers: HTML })).status).toBe(299);
    expect((await fetch(`${origin}/joy-ui/react-button/`, { headers: { accept: '*/*' } })).status).toBe(299);
    expect((await fetch(`${origin}/material-ui/react-button/`, { headers: { accept: '*/*' } })).status).toBe(
      299,
    );
    expect((await fetch(`${origin}/_next/static/chunks/none.js`)).status).toBe(299);
  });

  it('answers a page it does not have with its pinned copy of the 404 page, as a 404 (#45)', async () => {
    for (const [accept, encoding] of [
      ['gzip, br', 'br'],
      ['gzip', null], // no gzip copy written here: the plain file
    ] as const) {
      const response = await fetch(`${origin}/joy-ui/react-button/?q=1`, {
        headers: { ...HTML, 'accept-encoding': accept },
      });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(await response.text()).toBe(notFound);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toMatch(/no-store/);
    }
    const head = await fetch(`${origin}/joy-ui/react-button/`, { method: 'HEAD', headers: HTML });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
    // The copy itself is no page: its own path goes on to Next.
    expect((await fetch(`${origin}/_not-found/`, { headers: HTML })).status).toBe(299);
  });
});
