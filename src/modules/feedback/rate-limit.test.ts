import { describe, expect, it } from 'vitest';
import { createRateLimiter, parseRateLimit } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows a burst, then refuses with the wait until the next token', () => {
    let time = 0;
    const limiter = createRateLimiter({ capacity: 3, windowSeconds: 60, now: () => time });
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(limiter.take('b').allowed).toBe(true); // clients are independent
    time += 19_000;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time += 1_000;
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('refills to capacity, not beyond', () => {
    let time = 0;
    const limiter = createRateLimiter({ capacity: 2, windowSeconds: 10, now: () => time });
    time += 3_600_000;
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, false]);
  });

  it('keeps memory bounded', () => {
    const limiter = createRateLimiter({ capacity: 1, windowSeconds: 1, maxClients: 100 });
    for (let i = 0; i < 1000; i++) limiter.take(`client-${i}`);
    expect(limiter.size).toBeLessThanOrEqual(100);
  });
});

describe('parseRateLimit', () => {
  it('reads count/seconds and has a default', () => {
    expect(parseRateLimit('100/10')).toEqual({ capacity: 100, windowSeconds: 10 });
    expect(parseRateLimit(undefined)).toEqual({ capacity: 30, windowSeconds: 60 });
  });
  it('explains a bad value', () => {
    expect(() => parseRateLimit('fast')).toThrow('FEEDBACK_RATE_LIMIT must look like "30/60"');
    expect(() => parseRateLimit('0/60')).toThrow(/FEEDBACK_RATE_LIMIT/);
  });
});
