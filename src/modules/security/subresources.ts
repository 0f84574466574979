import { STRICT_TRANSPORT_SECURITY } from './csp';

/**
 * The build's hashed scripts, stylesheets and fonts. Browsers apply a Content-Security-Policy,
 * Referrer-Policy, Permissions-Policy or Cross-Origin-Opener-Policy only from the response of a
 * document or a worker, and none of these is either: the site starts no worker from a build chunk
 * (its one worker is /sw.js, outside this folder), and the folder's SVGs are left out because an
 * SVG opened on its own is a document. A page loads about 25 such files, and the four headers are
 * about 560 bytes of each response (docs/decisions/0008-security-headers-and-csp.md).
 */
const BUILD_SUBRESOURCE = /^\/_next\/static\/[^?#]+\.(?:js|css|woff2?|map)$/;

export function isBuildSubresource(pathname: string): boolean {
  return BUILD_SUBRESOURCE.test(pathname);
}

/** What a build subresource still needs: no MIME sniffing, and HSTS over HTTPS. */
export function subresourceHeaders({ https = false } = {}): [string, string][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ...(https ? [['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY] as [string, string]] : []),
  ];
}
