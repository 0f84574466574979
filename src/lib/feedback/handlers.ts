import 'server-only';
import { randomUUID } from 'node:crypto';
import { siteSecurityHeaders } from '@/lib/site-headers';
import { readCookie } from '@/modules/cookies/read-cookie';
import { csvExportStream } from '@/modules/feedback/csv-export';
import { describeError } from '@/modules/feedback/database';
import {
  checkJsonContentType,
  clientKey,
  checkOrigin,
  hasBearerToken,
  HttpError,
  parseJson,
  readBodyLimited,
  visitorIdFrom,
} from '@/modules/feedback/http-guards';
import { createRateLimiter } from '@/modules/feedback/rate-limit';
import { isHttpsRequest } from '@/modules/security';
import { describeIssues, feedbackInputSchema, feedbackQuerySchema } from '@/modules/feedback/schema';
import { feedbackConfig } from './config';
import { checkKnownPage } from './known-pages';
import { getFeedbackStore, StorageUnavailableError } from './store-instance';

export const VISITOR_COOKIE = 'mui-feedback-visitor';
const ONE_YEAR_SECONDS = 31_536_000;

const config = feedbackConfig();
const limiter = createRateLimiter(config.rateLimit);

const BASE_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** The middleware does not run for this API (middleware.ts), so its answers carry the site's headers themselves. */
function responseHeaders(request: Request, extra: Record<string, string>): Headers {
  const headers = new Headers(siteSecurityHeaders(isHttpsRequest(request.headers)));
  for (const [name, value] of Object.entries({ ...BASE_HEADERS, ...extra })) headers.set(name, value);
  return headers;
}

function json(
  request: Request,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: responseHeaders(request, { 'content-type': 'application/json; charset=utf-8', ...headers }),
  });
}

function refusal(request: Request, error: unknown): Response {
  if (error instanceof HttpError) return json(request, error.status, { error: error.message }, error.headers);
  // Already logged once per attempt to open (store-instance.ts).
  if (error instanceof StorageUnavailableError) return json(request, 503, { error: error.message });
  console.error(`feedback: request failed: ${describeError(error)}`);
  return json(request, 503, { error: 'feedback storage is unavailable; try again later' });
}

/** POST /api/feedback: one visitor's rating (and comment) of a page or a section of it. */
export async function handlePost(request: Request): Promise<Response> {
  try {
    checkOrigin(request.headers, config.allowedOrigins);
    const decision = limiter.take(clientKey(request.headers));
    if (!decision.allowed) {
      throw new HttpError(429, 'too many feedback submissions; try again later', {
        'retry-after': String(decision.retryAfterSeconds),
      });
    }
    checkJsonContentType(request.headers);
    const parsed = feedbackInputSchema.safeParse(parseJson(await readBodyLimited(request)));
    if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error));
    const known = checkKnownPage(parsed.data.page, parsed.data.section);
    if (!known.ok) throw new HttpError(400, known.message);

    const existing = visitorIdFrom(readCookie(request.headers.get('cookie') ?? '', VISITOR_COOKIE));
    const visitorId = existing ?? randomUUID();
    const store = await getFeedbackStore();
    const ack = await store.submit(visitorId, parsed.data);
    const headers: Record<string, string> = {};
    if (!existing) {
      const secure = isHttpsRequest(request.headers) ? '; Secure' : '';
      headers['set-cookie'] =
        `${VISITOR_COOKIE}=${visitorId}; Path=/api/feedback; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
    }
    return json(request, ack.updated ? 200 : 201, ack, headers);
  } catch (error) {
    return refusal(request, error);
  }
}

/** GET /api/feedback: maintainers read feedback (JSON pages, or ?format=csv for everything that matches). */
export async function handleGet(request: Request): Promise<Response> {
  try {
    if (!(await hasBearerToken(request.headers, config.adminToken))) {
      const reason = config.adminToken
        ? 'a valid bearer token is required'
        : 'the maintainer API is off: FEEDBACK_ADMIN_TOKEN is not set';
      throw new HttpError(401, reason, { 'www-authenticate': 'Bearer realm="feedback"' });
    }
    const query = feedbackQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) throw new HttpError(400, describeIssues(query.error));
    const { format, limit, cursor, ...filter } = query.data;
    const store = await getFeedbackStore();

    if (format === 'csv') {
      // Fails here, before any header, when the first batch cannot be read.
      const body = await csvExportStream(store, filter, {
        onError: (error) => console.error(`feedback: CSV export cut short: ${describeError(error)}`),
      });
      return new Response(body, {
        headers: responseHeaders(request, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="feedback.csv"',
        }),
      });
    }

    try {
      return json(request, 200, await store.list(filter, { limit, cursor }));
    } catch (error) {
      // By name, not instanceof: the store may come from the instrumentation bundle's copy of the class.
      if (error instanceof Error && error.name === 'InvalidCursorError')
        throw new HttpError(400, error.message);
      throw error;
    }
  } catch (error) {
    return refusal(request, error);
  }
}
