import { describe, expect, it } from 'vitest';
import {
  checkJsonContentType,
  clientKey,
  checkOrigin,
  normalizeOrigins,
  hasBearerToken,
  HttpError,
  parseJson,
  readBodyLimited,
  visitorIdFrom,
} from './http-guards';

const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
  return 'passed';
};

describe('checkOrigin', () => {
  const site = normalizeOrigins(['https://mui.com', 'http://127.0.0.1:3000']);
  const headers = (init: Record<string, string>) => new Headers({ host: 'evil.example', ...init });
  it('accepts exactly the configured origins', () => {
    expect(status(() => checkOrigin(headers({ origin: 'https://mui.com' }), site))).toBe('passed');
    expect(status(() => checkOrigin(headers({ origin: 'http://127.0.0.1:3000' }), site))).toBe('passed');
  });
  it('compares scheme, host and port, never the Host or X-Forwarded-Host header (#45)', () => {
    // Each of these passed the old check, which compared the Origin's host with the Host header.
    expect(status(() => checkOrigin(headers({ origin: 'http://evil.example' }), site))).toBe(403);
    const forwarded = new Headers({
      host: 'x',
      'x-forwarded-host': 'evil.example',
      origin: 'https://evil.example',
    });
    expect(status(() => checkOrigin(forwarded, site))).toBe(403);
    expect(status(() => checkOrigin(headers({ origin: 'ftp://127.0.0.1:3000' }), site))).toBe(403);
    expect(status(() => checkOrigin(headers({ origin: 'http://mui.com' }), site))).toBe(403);
    expect(status(() => checkOrigin(headers({ origin: 'https://mui.com:8443' }), site))).toBe(403);
    expect(status(() => checkOrigin(headers({ origin: 'http://127.0.0.1:3001' }), site))).toBe(403);
    expect(status(() => checkOrigin(headers({ origin: 'http://evil.example@127.0.0.1:3000' }), site))).toBe(
      403,
    );
    expect(status(() => checkOrigin(headers({ origin: 'https://mui.com/path' }), site))).toBe(403);
  });
  it('refuses missing and malformed origins', () => {
    expect(status(() => checkOrigin(headers({}), site))).toBe(403);
    expect(status(() => checkOrigin(headers({ origin: 'null' }), site))).toBe(403);
    expect(status(() => checkOrigin(headers({ origin: 'not a url' }), site))).toBe(403);
  });
  it('normalizes configured origins and refuses ones without an origin', () => {
    expect(normalizeOrigins(['HTTPS://MUI.com:443/', 'http://localhost:80'])).toEqual([
      'https://mui.com',
      'http://localhost',
    ]);
    expect(() => normalizeOrigins(['file:///tmp'])).toThrow(/no origin/);
  });
});

describe('checkJsonContentType', () => {
  it('wants JSON in UTF-8', () => {
    const check = (type: string) => status(() => checkJsonContentType(new Headers({ 'content-type': type })));
    expect(check('application/json')).toBe('passed');
    expect(check('application/json; charset=UTF-8')).toBe('passed');
    expect(check('text/plain')).toBe(415);
    expect(check('application/x-www-form-urlencoded')).toBe(415);
    expect(check('application/json; charset=latin1')).toBe(415);
    expect(status(() => checkJsonContentType(new Headers()))).toBe(415);
  });
});

describe('readBodyLimited', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  it('reads a small body', async () => {
    expect(await readBodyLimited(post('{"a":1}'), 100)).toBe('{"a":1}');
  });
  it('refuses a declared or streamed body over the limit', async () => {
    await expect(readBodyLimited(post('x'.repeat(101)), 100)).rejects.toMatchObject({ status: 413 });
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(50)));
        controller.close();
      },
    });
    await expect(readBodyLimited(post(stream), 100)).rejects.toMatchObject({ status: 413 });
  });
  it('refuses bytes that are not UTF-8', async () => {
    await expect(readBodyLimited(post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])), 100)).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('small checks', () => {
  it('parses JSON or says why not', () => {
    expect(parseJson('{"a":1}')).toEqual({ a: 1 });
    expect(status(() => parseJson('{a:1}'))).toBe(400);
  });
  it('accepts only the configured bearer token', async () => {
    const auth = (value: string) => new Headers({ authorization: value });
    expect(await hasBearerToken(auth('Bearer s3cret'), 's3cret')).toBe(true);
    expect(await hasBearerToken(auth('Bearer wrong'), 's3cret')).toBe(false);
    expect(await hasBearerToken(auth('Basic s3cret'), 's3cret')).toBe(false);
    expect(await hasBearerToken(auth('Bearer '), '')).toBe(false);
    expect(await hasBearerToken(new Headers(), undefined)).toBe(false);
  });
  it('trusts only visitor ids shaped like the ones it issues', () => {
    expect(visitorIdFrom('6f1c2a55-3a5e-4d43-9d1e-1b2c3d4e5f60')).toBe(
      '6f1c2a55-3a5e-4d43-9d1e-1b2c3d4e5f60',
    );
    expect(visitorIdFrom("x' OR '1'='1")).toBeNull();
    expect(visitorIdFrom(undefined)).toBeNull();
  });
});

describe('clientKey', () => {
  it('reads the one address server.mjs wrote (server/request-guards.mjs decides which)', () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientKey(new Headers())).toBe('unknown');
  });
});
