import 'server-only';
import { siteConfig } from '@data/site';
import { normalizeOrigins } from '@/modules/feedback/http-guards';
import { parseRateLimit } from '@/modules/feedback/rate-limit';

/** Environment settings of the feedback API, read once per process. */
export function feedbackConfig() {
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  return {
    adminToken: process.env.FEEDBACK_ADMIN_TOKEN || undefined,
    rateLimit: parseRateLimit(process.env.FEEDBACK_RATE_LIMIT),
    /**
     * Origins (scheme, host and port) a submission may come from: the site's, any listed in
     * FEEDBACK_ALLOWED_ORIGINS, and the address server.mjs listens on (FEEDBACK_LISTEN_ORIGINS, which
     * it sets itself). Never the request's own Host or X-Forwarded-Host.
     */
    allowedOrigins: normalizeOrigins([
      siteConfig.origin,
      ...list(process.env.FEEDBACK_ALLOWED_ORIGINS),
      ...list(process.env.FEEDBACK_LISTEN_ORIGINS),
    ]),
  };
}
