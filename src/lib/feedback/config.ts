import 'server-only';
import { siteConfig } from '@data/site';
import { parseRateLimit } from '@/modules/feedback/rate-limit';

/** Environment settings of the feedback API, read once per process. */
export function feedbackConfig() {
  const extraOrigins = (process.env.FEEDBACK_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    adminToken: process.env.FEEDBACK_ADMIN_TOKEN || undefined,
    rateLimit: parseRateLimit(process.env.FEEDBACK_RATE_LIMIT),
    /** Proxies in front of the app that append to X-Forwarded-For; their entries are skipped. */
    trustedProxyHops: Number(process.env.FEEDBACK_TRUSTED_PROXY_HOPS ?? 0) || 0,
    allowedOrigins: [siteConfig.origin, ...extraOrigins],
  };
}
