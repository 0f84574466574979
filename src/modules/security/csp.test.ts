import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  demoRunnerHeaders,
  demoRunnerPolicy,
  inlineScriptPolicy,
  isHttpsRequest,
  securityHeaders,
  serializePolicy,
} from './csp';

const directive = (policy: Map<string, string[]>, name: string) => policy.get(name) ?? [];

describe('contentSecurityPolicy', () => {
  it('locks everything to the site by default and never allows eval in production', () => {
    const policy = contentSecurityPolicy({ ads: {} });
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(serializePolicy(policy)).not.toContain('unsafe-eval');
    expect(serializePolicy(policy)).not.toMatch(/google|https:(?!\/\/(codesandbox|stackblitz))/);
  });

  it('lets the sandbox forms post to CodeSandbox and StackBlitz only', () => {
    expect(directive(contentSecurityPolicy({ ads: {} }), 'form-action')).toEqual([
      "'self'",
      'https://codesandbox.io',
      'https://stackblitz.com',
    ]);
  });

  it('adds the configured ad origins to scripts, requests and images', () => {
    const policy = contentSecurityPolicy({
      ads: { endpoint: 'https://srv.ads.example/ads/x.json?p=1', script: 'http://127.0.0.1:3411/s.js' },
    });
    expect(directive(policy, 'script-src')).toContain('http://127.0.0.1:3411');
    expect(directive(policy, 'script-src')).not.toContain('https://srv.ads.example');
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://srv.ads.example',
      'http://127.0.0.1:3411',
    ]);
    expect(directive(policy, 'img-src')).toEqual(
      expect.arrayContaining(['https://srv.ads.example', 'http://127.0.0.1:3411', 'https:']),
    );
  });

  it("allows gtag's hosts only with a measurement id", () => {
    const policy = contentSecurityPolicy({ ads: {}, gaMeasurementId: 'G-TEST' });
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
  });

  it("adds 'unsafe-eval' in development only", () => {
    expect(directive(contentSecurityPolicy({ ads: {}, development: true }), 'script-src')).toContain(
      "'unsafe-eval'",
    );
  });
});

describe('inlineScriptPolicy', () => {
  it('lists each hash once and leaves script hosts to the header policy', () => {
    expect(inlineScriptPolicy(['abc=', 'def=', 'abc='])).toBe(
      "script-src 'self' http: https: 'sha256-abc=' 'sha256-def='",
    );
  });

  it('refuses an empty list (it would pin nothing)', () => {
    expect(() => inlineScriptPolicy([])).toThrow(/no hashes/);
  });
});

describe('securityHeaders', () => {
  it('sends the policy, nosniff and a referrer policy', () => {
    const headers = Object.fromEntries(securityHeaders({ ads: {} }));
    expect(headers['Content-Security-Policy']).toMatch(/^default-src 'self'; script-src 'self'/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
  it('turns off unused browser features, isolates the window, and sends HSTS over HTTPS only (#45)', () => {
    const plain = Object.fromEntries(securityHeaders({ ads: {} }));
    expect(plain['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(plain['Permissions-Policy']).toMatch(/geolocation=\(\)/);
    expect(plain['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    const secure = Object.fromEntries(securityHeaders({ ads: {} }, { https: true }));
    expect(secure['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });
  it('reads HTTPS from X-Forwarded-Proto (which server.mjs lets only trusted proxies set)', () => {
    expect(isHttpsRequest(new Headers({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(isHttpsRequest(new Headers({ 'x-forwarded-proto': 'https, http' }))).toBe(true);
    expect(isHttpsRequest(new Headers({ 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(isHttpsRequest(new Headers())).toBe(false);
  });
});

describe('demo runner policy', () => {
  it("is the only policy with 'unsafe-eval', and it sandboxes the document", () => {
    const policy = demoRunnerPolicy();
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'sandbox')).toEqual(['allow-scripts']);
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    for (const development of [false, undefined]) {
      expect(
        serializePolicy(contentSecurityPolicy({ ads: { script: 'https://a.example/s.js' }, development })),
      ).not.toContain('unsafe-eval');
    }
  });

  it('lets the opaque-origin frame load its own module scripts', () => {
    const headers = Object.fromEntries(demoRunnerHeaders());
    expect(headers['Access-Control-Allow-Origin']).toBe('*');
    expect(headers['Content-Security-Policy']).toContain('sandbox allow-scripts');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });
});
