/**
 * The site's security headers, built from the same run-time configuration the features read
 * (ad provider, analytics id), so the policy allows exactly the third parties that are configured.
 * Pure: the middleware calls it once per server process.
 */

export interface SecurityConfig {
  /** AD_ENDPOINT / AD_SCRIPT, already validated (see modules/ads/config). */
  ads: { endpoint?: string; script?: string };
  /** NEXT_PUBLIC_GA_MEASUREMENT_ID; gtag's hosts are allowed only when it is set. */
  gaMeasurementId?: string;
  /** `next dev` evaluates code (React Refresh, eval source maps); production never gets 'unsafe-eval'. */
  development?: boolean;
}

/** Sandbox services the demo toolbar POSTs a form to (src/modules/sandbox/services.ts). */
export const SANDBOX_FORM_ORIGINS = ['https://codesandbox.io', 'https://stackblitz.com'];

/** Google's documented GA4 hosts: the gtag.js loader, then collection endpoints. */
const GTAG_SCRIPT = ['https://www.googletagmanager.com'];
const GTAG_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const GTAG_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  return [new URL(url).origin];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Directive name → sources, in a stable order (tests compare it). */
export function contentSecurityPolicy(config: SecurityConfig): Map<string, string[]> {
  const ga = Boolean(config.gaMeasurementId);
  const adScript = originOf(config.ads.script);
  const adOrigins = unique([...originOf(config.ads.endpoint), ...adScript]);
  const hasAds = adOrigins.length > 0;

  return new Map([
    ['default-src', ["'self'"]],
    [
      'script-src',
      unique([
        "'self'",
        // Statically generated App Router pages carry their per-page payload and the pre-paint
        // color-scheme script as inline scripts, and a static page cannot carry a per-request nonce. Each prerendered page pins its own scripts by hash in a second policy
        // (inlineScriptPolicy); this one also covers responses rendered at request time.
        "'unsafe-inline'",
        ...(config.development ? ["'unsafe-eval'"] : []),
        ...(ga ? GTAG_SCRIPT : []),
        ...adScript,
      ]),
    ],
    // Emotion inserts <style> elements at run time and React renders style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Ad creatives and impression pixels live on hosts the provider chooses per ad: https: only
    // when a provider is configured.
    [
      'img-src',
      unique(["'self'", 'data:', ...(ga ? GTAG_IMG : []), ...adOrigins, ...(hasAds ? ['https:'] : [])]),
    ],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", ...(ga ? GTAG_CONNECT : []), ...adOrigins])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...SANDBOX_FORM_ORIGINS]],
    // /demos/<id>/ pages are framed by our own pages only.
    ['frame-ancestors', ["'self'"]],
  ]);
}

export function serializePolicy(policy: Map<string, string[]>): string {
  return [...policy].map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The second policy a prerendered page carries in a `<meta>` (src/pipeline/site/pin-inline-scripts.ts):
 * its own inline scripts by hash. A browser enforces every policy it is given, so with the header's
 * `'unsafe-inline'` an inline script runs only if its hash is here; which hosts may serve scripts
 * stays the header's job (`http:`/`https:` here only keep this policy from narrowing them), since
 * the ad provider is configured at run time and the page at build time.
 */
export function inlineScriptPolicy(hashes: string[]): string {
  if (!hashes.length)
    throw new Error('inlineScriptPolicy: no hashes (a page without inline scripts needs no pin)');
  return serializePolicy(
    new Map([
      ['script-src', ["'self'", 'http:', 'https:', ...unique(hashes).map((hash) => `'sha256-${hash}'`)]],
    ]),
  );
}

/**
 * Browser features the site never uses, turned off for it and anything it frames (the demo runner,
 * third-party ad frames).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Sent over HTTPS only (RFC 6797 has browsers ignore it over HTTP): two years, subdomains too. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Every response carries these (middleware.ts for pages and files, the feedback API's own answers).
 * Cross-Origin-Opener-Policy `same-origin` puts the site in a browsing context group of its own; the
 * sandbox buttons POST a form to a new tab and need no handle back. `https` adds HSTS.
 */
export function securityHeaders(config: SecurityConfig, { https = false } = {}): [string, string][] {
  return [
    ['Content-Security-Policy', serializePolicy(contentSecurityPolicy(config))],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(https ? [['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY] as [string, string]] : []),
  ];
}

/**
 * Whether a request came over HTTPS, from the X-Forwarded-Proto that Next fills from the socket.
 * server.mjs drops a client's own value unless FEEDBACK_TRUSTED_PROXY_HOPS names proxies, whose
 * value it keeps (server/request-guards.mjs).
 */
export function isHttpsRequest(headers: Pick<Headers, 'get'>): boolean {
  return (headers.get('x-forwarded-proto') ?? '').split(',')[0].trim().toLowerCase() === 'https';
}

/** The in-place demo editor's frame (src/pipeline/steps/demo-runner.ts); the one place allowed to eval. */
export const DEMO_RUNNER_PATH = '/demo-runner/';

/**
 * Policy of the demo runner's files. The runner compiles and evaluates code a reader typed, so it
 * gets 'unsafe-eval', and in exchange: the `sandbox` directive (an opaque origin, so no access to
 * the site's cookies, storage or DOM even if opened directly), no inline scripts, no network but
 * its own files, no forms, and framing by our own pages only.
 */
export function demoRunnerPolicy(): Map<string, string[]> {
  return new Map([
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'self'"]],
    ['sandbox', ['allow-scripts']],
  ]);
}

/**
 * Headers for /demo-runner/*. The sandboxed document's origin is opaque ("null"), so its module
 * scripts are cross-origin requests: they need `Access-Control-Allow-Origin`. They are public
 * static files, so `*` exposes nothing.
 */
export function demoRunnerHeaders(): [string, string][] {
  return [
    ['Content-Security-Policy', serializePolicy(demoRunnerPolicy())],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Access-Control-Allow-Origin', '*'],
    ['Cross-Origin-Resource-Policy', 'cross-origin'],
  ];
}
