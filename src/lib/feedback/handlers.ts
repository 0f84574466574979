import 'server-only';
import { randomUUID } from 'node:crypto';
import { readCookie } from '@/modules/cookies/read-cookie';
import { csvHeader, csvRow } from '@/modules/feedback/csv';
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
import { describeIssues, feedbackInputSchema, feedbackQuerySchema } from '@/modules/feedback/schema';
import { feedbackConfig } from './config';
import { checkKnownPage } from './known-pages';
import { getFeedbackStore } from './store-instance';

export const VISITOR_COOKIE = 'mui-feedback-visitor';
const ONE_YEAR_SECONDS = 31_536_000;

const config = feedbackConfig();
const limiter = createRateLimiter(config.rateLimit);

const BASE_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...BASE_HEADERS, 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

function refusal(error: unknown): Response {
  if (error instanceof HttpError) return json(error.status, { error: error.message }, error.headers);
  console.error('feedback: request failed:', error);
  return json(503, { error: 'feedback storage is unavailable; try again later' });
}

/** POST /api/feedback: one visitor's rating (and comment) of a page or a section of it. */
export async function handlePost(request: Request): Promise<Response> {
  try {
    checkOrigin(request.headers, config.allowedOrigins);
    const decision = limiter.take(clientKey(request.headers, config.trustedProxyHops));
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
      const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
      headers['set-cookie'] =
        `${VISITOR_COOKIE}=${visitorId}; Path=/api/feedback; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
    }
    return json(ack.updated ? 200 : 201, ack, headers);
  } catch (error) {
    return refusal(error);
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
      const encoder = new TextEncoder();
      let next: string | undefined;
      let started = false;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!started) {
            started = true;
            controller.enqueue(encoder.encode(csvHeader()));
          }
          const page = await store.list(filter, { limit: 500, cursor: next });
          controller.enqueue(encoder.encode(page.items.map(csvRow).join('')));
          if (page.nextCursor) next = page.nextCursor;
          else controller.close();
        },
      });
      return new Response(body, {
        headers: {
          ...BASE_HEADERS,
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="feedback.csv"',
        },
      });
    }

    try {
      return json(200, await store.list(filter, { limit, cursor }));
    } catch (error) {
      // By name, not instanceof: the store may come from the instrumentation bundle's copy of the class.
      if (error instanceof Error && error.name === 'InvalidCursorError')
        throw new HttpError(400, error.message);
      throw error;
    }
  } catch (error) {
    return refusal(error);
  }
}
