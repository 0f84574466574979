/**
 * Per-client token buckets: each client may make `capacity` requests at once and earns them back at
 * `capacity / windowSeconds` per second. Memory is bounded: idle full buckets are dropped, and when
 * `maxClients` is reached the oldest entry goes first.
 */
export interface RateLimitOptions {
  capacity: number;
  windowSeconds: number;
  maxClients?: number;
  now?: () => number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createRateLimiter({
  capacity,
  windowSeconds,
  maxClients = 50_000,
  now = Date.now,
}: RateLimitOptions) {
  if (!(capacity > 0) || !(windowSeconds > 0))
    throw new Error('rate limit needs a positive capacity and window');
  const perMs = capacity / (windowSeconds * 1000);
  const buckets = new Map<string, { tokens: number; at: number }>();

  return {
    take(client: string): RateDecision {
      const time = now();
      const bucket = buckets.get(client) ?? { tokens: capacity, at: time };
      bucket.tokens = Math.min(capacity, bucket.tokens + (time - bucket.at) * perMs);
      bucket.at = time;
      buckets.delete(client); // re-inserted below, so Map order is least recently used first
      if (buckets.size >= maxClients) {
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      buckets.set(client, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)),
      };
    },
    get size() {
      return buckets.size;
    },
  };
}

/** Reads "count/seconds" (e.g. "30/60"); `undefined` gives the default. */
export function parseRateLimit(value: string | undefined, fallback = { capacity: 30, windowSeconds: 60 }) {
  if (value === undefined || value === '') return fallback;
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`FEEDBACK_RATE_LIMIT must look like "30/60" (requests per seconds), got "${value}"`);
  }
  return { capacity: Number(match[1]), windowSeconds: Number(match[2]) };
}
