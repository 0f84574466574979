// Checks server.mjs makes on a request before Next sees it: everything here is decided from the
// request line and headers alone, so no body is read (docs/decisions/0009-feedback-storage.md).

/** Bytes of a feedback body; the same number as FEEDBACK_LIMITS.bodyMaxBytes (a unit test compares them). */
export const FEEDBACK_BODY_MAX_BYTES = 8 * 1024;

/** Methods no page or route answers. Next fails on TRACE with a 500; these get a plain 405. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

function isFeedbackPath(url) {
  const pathname = (url ?? '/').split('?')[0];
  return pathname === '/api/feedback' || pathname.startsWith('/api/feedback/');
}

/**
 * The refusal for a request, or null to pass it on. A body anywhere but the feedback API is refused
 * (413) from its headers. A feedback POST must declare its length (fetch
 * always does), at most FEEDBACK_BODY_MAX_BYTES, so an upload over the limit is refused from its
 * headers and never read; Node's parser then reads no more than the declared bytes.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {{ status: number, message: string, headers?: Record<string, string> } | null}
 */
export function refusalFor(request) {
  const method = (request.method ?? 'GET').toUpperCase();
  if (REFUSED_METHODS.has(method)) {
    return { status: 405, message: `${method} is not allowed`, headers: { allow: 'GET, HEAD, POST' } };
  }
  const declared = request.headers['content-length'];
  const chunked = request.headers['transfer-encoding'] !== undefined;
  if (!isFeedbackPath(request.url)) {
    // Only the feedback API takes a body (no other route handler takes a write, and there are no
    // server actions), but Next reads any body whole before a page's 405 or 404, because the
    // middleware clones it. So any other body is refused here, unread. 413 rather than 405: the
    // refusal is about the body (the limit here is no bytes), whatever the method, and this guard
    // cannot tell a page path from an unknown one; a bodiless POST still gets Next's own answer.
    if (chunked || (declared !== undefined && !/^0+$/.test(String(declared)))) {
      return { status: 413, message: 'only /api/feedback/ takes a request body' };
    }
    return null;
  }
  if (method !== 'POST') return null;
  if (chunked || declared === undefined) {
    return { status: 411, message: 'feedback must be sent with a Content-Length' };
  }
  if (!/^\d+$/.test(String(declared)) || Number(declared) > FEEDBACK_BODY_MAX_BYTES) {
    return { status: 413, message: `body must be at most ${FEEDBACK_BODY_MAX_BYTES} bytes` };
  }
  return null;
}

/**
 * Who a request comes from, for the feedback rate limit. Without trusted proxies it is the socket's
 * address, whatever X-Forwarded-For says. Behind `trustedHops` proxies, each of which appends the
 * address it was reached from, it is the entry that many steps left of the socket: anything a client
 * writes into the header itself sits further left and is never read.
 * @param {string | string[] | undefined} forwardedFor
 * @param {string | undefined} socketAddress
 * @param {number} trustedHops
 */
export function clientAddress(forwardedFor, socketAddress, trustedHops) {
  const socket = socketAddress || 'unknown';
  if (!trustedHops) return socket;
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const chain = [...listed, socket];
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}

/**
 * Rewrites the forwarding headers Next and the feedback API read: X-Forwarded-For becomes the one
 * client address above; without trusted proxies the client's own X-Forwarded-Proto/-Host/-Port are
 * dropped, so Next fills them from the socket (HSTS and cookies' Secure follow the real scheme).
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {string | undefined} socketAddress
 * @param {number} trustedHops
 */
export function trustForwardedHeaders(headers, socketAddress, trustedHops) {
  headers['x-forwarded-for'] = clientAddress(headers['x-forwarded-for'], socketAddress, trustedHops);
  if (!trustedHops) {
    delete headers['x-forwarded-proto'];
    delete headers['x-forwarded-host'];
    delete headers['x-forwarded-port'];
  }
}

/** FEEDBACK_TRUSTED_PROXY_HOPS: a whole number of proxies, 0 (the default) for none. */
export function parseTrustedHops(value) {
  if (value === undefined || value.trim() === '') return 0;
  if (!/^\d+$/.test(value.trim())) {
    throw new Error(
      `FEEDBACK_TRUSTED_PROXY_HOPS must be a whole number of proxies (0 for none), not "${value}"`,
    );
  }
  return Number(value.trim());
}
