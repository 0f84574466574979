import { FEEDBACK_LIMITS } from './schema';

/** A refusal the API turns into `{ error }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Each origin as `scheme://host[:port]` (URL's own form: lower case, default port dropped). */
export function normalizeOrigins(origins: readonly string[]): string[] {
  return [
    ...new Set(
      origins.map((origin) => {
        const url = new URL(origin);
        if (url.origin === 'null') throw new Error(`${origin} has no origin (scheme, host and port)`);
        return url.origin;
      }),
    ),
  ];
}

/**
 * Same-origin check for writes. Browsers send Origin with every POST, so a missing one means a
 * non-browser client, which must still say where it comes from. The header must be exactly an
 * allowed origin (`allowed`, already normalized): scheme, host and port all count, and a value
 * with anything else in it (`http://evil.example@site`, a path) is refused.
 */
export function checkOrigin(headers: Headers, allowed: readonly string[]): void {
  const origin = headers.get('origin');
  if (!origin) throw new HttpError(403, 'missing Origin header: feedback is accepted from the site only');
  let normalized: string;
  try {
    normalized = new URL(origin).origin;
  } catch {
    throw new HttpError(403, 'malformed Origin header');
  }
  // URL drops user info and paths, so compare the header as sent with its normalized form too.
  if (normalized !== 'null' && origin.toLowerCase() === normalized && allowed.includes(normalized)) return;
  throw new HttpError(403, `origin ${origin} may not submit feedback`);
}

export function checkJsonContentType(headers: Headers): void {
  const type = headers.get('content-type') ?? '';
  const [mime, ...parameters] = type.split(';').map((part) => part.trim().toLowerCase());
  const charset = parameters.find((p) => p.startsWith('charset='));
  if (mime !== 'application/json' || (charset && charset !== 'charset=utf-8')) {
    throw new HttpError(415, 'Content-Type must be application/json (UTF-8)');
  }
}

/** Reads at most `maxBytes` of the body, refusing larger ones without reading them whole. */
export async function readBodyLimited(
  request: Request,
  maxBytes: number = FEEDBACK_LIMITS.bodyMaxBytes,
): Promise<string> {
  const tooLarge = () => new HttpError(413, `body must be at most ${maxBytes} bytes`);
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new HttpError(400, 'body is not valid UTF-8');
  }
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'body is not valid JSON');
  }
}

/** Compares a bearer token in constant time (for equal lengths) with the configured one. */
export async function hasBearerToken(headers: Headers, expected: string | undefined): Promise<boolean> {
  if (!expected) return false;
  const match = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '');
  if (!match) return false;
  const { createHash, timingSafeEqual } = await import('node:crypto');
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(expected));
}

const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The visitor id from the cookie if it is one we issued (a v4 UUID); otherwise null. */
export function visitorIdFrom(cookieValue: string | undefined): string | null {
  return cookieValue && VISITOR_ID.test(cookieValue) ? cookieValue : null;
}

/**
 * The client a request comes from, for rate limiting: the address server.mjs wrote into
 * X-Forwarded-For from the socket, or from as many trusted proxies' entries as
 * FEEDBACK_TRUSTED_PROXY_HOPS says (server/request-guards.mjs). A client's own value never
 * reaches here through server.mjs.
 */
export function clientKey(headers: Headers): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return hops[hops.length - 1] ?? 'unknown';
}
