import { STRICT_TRANSPORT_SECURITY } from './csp';

/**
 * The build's hashed scripts, fonts and source maps. Browsers apply a Content-Security-Policy,
 * Permissions-Policy or Cross-Origin-Opener-Policy only from the response of a document or a
 * worker, and a Referrer-Policy only to a document's, a worker's or a stylesheet's own requests
 * (and a module script's imports; Next's chunks are classic scripts). None of these files is one:
 * the site starts no worker from a build chunk (its one worker is /sw.js, outside this folder).
 * Stylesheets keep the whole set, and so do the folder's SVGs, since an SVG opened on its own is a
 * document. A page loads about 25 scripts, and the four headers are 541 bytes of each response
 * (docs/decisions/0008-security-headers-and-csp.md).
 */
const BUILD_SUBRESOURCE = /^\/_next\/static\/[^?#]+\.(?:js|woff2?|map)$/;

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
