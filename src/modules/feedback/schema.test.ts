import { describe, expect, it } from 'vitest';
import { describeIssues, FEEDBACK_LIMITS, feedbackInputSchema, feedbackQuerySchema } from './schema';

const valid = { page: '/material-ui/react-button/', rating: 1, version: '6.0.1', language: 'en' };
const parse = (body: unknown) => feedbackInputSchema.safeParse(body);
const message = (body: unknown) => {
  const result = parse(body);
  if (result.success) throw new Error('expected a refusal');
  return describeIssues(result.error);
};

describe('feedbackInputSchema', () => {
  it('accepts a minimal and a full submission', () => {
    expect(parse(valid).success).toBe(true);
    const full = parse({ ...valid, rating: 0, comment: '  Needs an example.  ', section: 'basic-button' });
    expect(full.success && full.data).toEqual({
      ...valid,
      rating: 0,
      comment: 'Needs an example.',
      section: 'basic-button',
    });
  });

  it('accepts only 0 and 1 as rating', () => {
    for (const rating of [2, -1, 0.5, '1', true, null]) {
      expect(message({ ...valid, rating })).toMatch(/^rating: rating must be 0 \(not helpful\) or 1/);
    }
  });

  it('limits the comment and keeps it readable', () => {
    expect(parse({ ...valid, comment: 'x'.repeat(FEEDBACK_LIMITS.commentMax) }).success).toBe(true);
    expect(message({ ...valid, comment: 'x'.repeat(FEEDBACK_LIMITS.commentMax + 1) })).toBe(
      `comment: comment must be at most ${FEEDBACK_LIMITS.commentMax} characters`,
    );
    expect(message({ ...valid, comment: 'nul\u0000byte' })).toMatch(/control characters/);
    expect(message({ ...valid, comment: 'lone \ud800 surrogate' })).toMatch(/invalid Unicode/);
    expect(parse({ ...valid, comment: 'tabs\tand\nnew lines, é 👍' }).success).toBe(true);
  });

  it('wants a site path as page', () => {
    for (const page of ['material-ui', '/material-ui', 'https://evil.example/', '/../etc/', '/a b/', '']) {
      expect(message({ ...valid, page })).toMatch(/^page: /);
    }
  });

  it('checks section, version and language', () => {
    expect(message({ ...valid, section: 'a"><script>' })).toMatch(/section must be a heading id/);
    expect(message({ ...valid, version: '6.0.1; DROP' })).toMatch(/version must look like/);
    expect(message({ ...valid, language: 'fr' })).toBe('language: language must be one of en, zh');
  });

  it('refuses missing fields, extra fields and non-objects', () => {
    expect(message({ rating: 1 })).toMatch(/page: page must be a string/);
    expect(message({ ...valid, admin: true })).toMatch(/admin/);
    expect(message([valid])).toBe('body must be a JSON object');
    expect(message('hello')).toBe('body must be a JSON object');
  });
});

describe('feedbackQuerySchema', () => {
  it('has defaults and parses dates', () => {
    const result = feedbackQuerySchema.parse({ from: '2026-01-31' });
    expect(result.limit).toBe(50);
    expect(result.format).toBe('json');
    expect(result.from?.toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });
  it('refuses bad dates, limits and unknown parameters', () => {
    expect(feedbackQuerySchema.safeParse({ from: 'yesterday' }).success).toBe(false);
    expect(feedbackQuerySchema.safeParse({ to: '2026-13-45' }).success).toBe(false);
    expect(feedbackQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(feedbackQuerySchema.safeParse({ limit: '501' }).success).toBe(false);
    expect(feedbackQuerySchema.safeParse({ format: 'xml' }).success).toBe(false);
    expect(feedbackQuerySchema.safeParse({ sort: 'id' }).success).toBe(false);
  });
});
