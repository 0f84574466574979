import { inspect } from 'node:util';

// Start-up helpers of server.mjs: what it prints, and the origins it listens on.

/**
 * One line for an error thrown at start-up. Some libraries throw plain objects, which a template
 * string prints as "[object Object]".
 * @param {unknown} error
 */
export function describeStartError(error) {
  if (error instanceof Error) return error.message || error.name;
  if (error && typeof error === 'object') {
    const { message } = /** @type {{ message?: unknown }} */ (error);
    if (typeof message === 'string' && message) return message;
    return inspect(error, { depth: 3, breakLength: Infinity });
  }
  return String(error);
}

/**
 * The origins (scheme, host, port) a browser reaches this server at directly: the address it
 * listens on, plus `localhost` when that is a loopback address. The first one is where the server
 * can reach itself.
 * @param {string} hostname
 * @param {number} port
 */
export function listenOrigins(hostname, port) {
  const loopback = ['127.0.0.1', '::1', 'localhost'].includes(hostname);
  const any = hostname === '0.0.0.0' || hostname === '::';
  const self = any ? '127.0.0.1' : hostname;
  const host = self.includes(':') ? `[${self}]` : self;
  const origins = [`http://${host}:${port}`];
  if (loopback || any) origins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  return [...new Set(origins)];
}

const STORE = Symbol.for('mui-docs.feedback-store');

/** What feedback storage is doing, as src/lib/feedback/store-instance.ts records it. */
export function storageLine() {
  const status = globalThis[STORE]?.status;
  if (!status) return 'feedback storage: not opened';
  if (status.state === 'ready') return `feedback storage: ${status.where}`;
  if (status.state === 'opening')
    return 'feedback storage: still opening; /api/feedback/ answers 503 meanwhile';
  return `feedback storage UNAVAILABLE, /api/feedback/ answers 503 until it works: ${status.reason}`;
}
