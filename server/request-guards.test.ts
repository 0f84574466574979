import { describe, expect, it } from 'vitest';
import { FEEDBACK_LIMITS } from '@/modules/feedback/limits';
import {
  clientAddress,
  FEEDBACK_BODY_MAX_BYTES,
  parseTrustedHops,
  refusalFor,
  trustForwardedHeaders,
} from './request-guards.mjs';

const post = (headers: Record<string, string>, url = '/api/feedback/') => ({ method: 'POST', url, headers });

describe('refusalFor', () => {
  it('uses the same body limit as the API', () => {
    expect(FEEDBACK_BODY_MAX_BYTES).toBe(FEEDBACK_LIMITS.bodyMaxBytes);
  });
  it('refuses a feedback body over the limit from its headers (#45)', () => {
    expect(refusalFor(post({ 'content-length': String(100 * 1024 * 1024) }))?.status).toBe(413);
    expect(refusalFor(post({ 'content-length': String(FEEDBACK_BODY_MAX_BYTES + 1) }))?.status).toBe(413);
    expect(refusalFor(post({ 'content-length': '1e9' }))?.status).toBe(413);
    expect(refusalFor(post({ 'content-length': '100' }, '/api/feedback?x=1'))).toBeNull();
    expect(refusalFor(post({ 'content-length': String(FEEDBACK_BODY_MAX_BYTES) }))).toBeNull();
  });
  it('wants a declared length, so a chunked upload is never read', () => {
    expect(refusalFor(post({ 'transfer-encoding': 'chunked' }))?.status).toBe(411);
    expect(refusalFor(post({}))?.status).toBe(411);
  });
  it('leaves bodiless requests on other paths, and reads of the API, to Next', () => {
    expect(refusalFor(post({}, '/'))).toBeNull();
    expect(refusalFor(post({ 'content-length': '0' }, '/zh/api/feedback/'))).toBeNull();
    expect(refusalFor({ method: 'GET', url: '/material-ui/', headers: {} })).toBeNull();
    expect(refusalFor({ method: 'GET', url: '/api/feedback/', headers: {} })).toBeNull();
  });
  it('refuses a body on any other path from its headers, unread (#45)', () => {
    for (const url of ['/', '/zh/api/feedback/', '/material-ui/?x=1', '/api/feedbacks', '/no-such-page/']) {
      for (const headers of [{ 'content-length': String(100 * 1024 * 1024) }, { 'content-length': '1' }]) {
        expect([url, refusalFor(post(headers, url))?.status]).toEqual([url, 413]);
      }
      expect([url, refusalFor(post({ 'transfer-encoding': 'chunked' }, url))?.status]).toEqual([url, 413]);
    }
    const get = { method: 'GET', url: '/', headers: { 'content-length': '40' } };
    expect(refusalFor(get)?.status).toBe(413);
  });
  it('answers TRACE with 405, not a 500 from Next (#45)', () => {
    const refusal = refusalFor({ method: 'TRACE', url: '/', headers: {} });
    expect(refusal?.status).toBe(405);
    expect(refusal?.headers).toEqual({ allow: 'GET, HEAD, POST' });
  });
});

describe('clientAddress', () => {
  it('is the socket without trusted proxies, whatever X-Forwarded-For says (#45)', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7', 0)).toBe('203.0.113.7');
    expect(clientAddress('198.51.100.9, 10.0.0.1', '203.0.113.7', 0)).toBe('203.0.113.7');
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown');
  });
  it('behind N proxies is the entry each appended, never what the client wrote', () => {
    // One proxy (10.0.0.2) appended the address it was reached from; the client wrote 127.0.0.1.
    expect(clientAddress('203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1, 203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1, 203.0.113.7, 10.0.0.1', '10.0.0.2', 2)).toBe('203.0.113.7');
    expect(clientAddress(['127.0.0.1', '203.0.113.7'], '10.0.0.2', 1)).toBe('203.0.113.7');
  });
});

describe('trustForwardedHeaders', () => {
  it("drops a client's own forwarding headers without trusted proxies", () => {
    const headers: Record<string, string | undefined> = {
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-port': '443',
    };
    trustForwardedHeaders(headers, '203.0.113.7', 0);
    expect(headers).toEqual({ 'x-forwarded-for': '203.0.113.7' });
  });
  it("keeps a trusted proxy's", () => {
    const headers: Record<string, string | undefined> = {
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
    };
    trustForwardedHeaders(headers, '10.0.0.2', 1);
    expect(headers).toEqual({ 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' });
  });
});

describe('parseTrustedHops', () => {
  it('reads a whole number and refuses anything else', () => {
    expect(parseTrustedHops(undefined)).toBe(0);
    expect(parseTrustedHops(' 2 ')).toBe(2);
    expect(() => parseTrustedHops('-1')).toThrow(/whole number/);
    expect(() => parseTrustedHops('one')).toThrow(/whole number/);
  });
});
