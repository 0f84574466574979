import { describe, expect, it } from 'vitest';
import { characterCount, limitCharacters } from './limits';
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

  it('counts the comment in code points, as the widget does (#45)', () => {
    // 2,000 emoji are 4,000 UTF-16 units: within the limit, as the widget lets a reader type them.
    expect(parse({ ...valid, comment: '👍'.repeat(FEEDBACK_LIMITS.commentMax) }).success).toBe(true);
    expect(message({ ...valid, comment: '👍'.repeat(FEEDBACK_LIMITS.commentMax + 1) })).toMatch(
      /at most 2000/,
    );
    expect(characterCount('a👍é')).toBe(3);
    expect(limitCharacters('👍👍👍', 2)).toBe('👍👍');
    expect(limitCharacters('ab', 5)).toBe('ab');
  });

  it('refuses C1 control characters (#45)', () => {
    for (const c1 of ['\u0080', '\u0085', '\u009b', '\u009f']) {
      expect(message({ ...valid, comment: `a${c1}b` })).toMatch(/control characters/);
    }
    expect(parse({ ...valid, comment: '\u00a0non-breaking space is fine' }).success).toBe(true);
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
  it('turns what PostgreSQL would fail on into a refusal (#45)', () => {
    const refused = (query: Record<string, string>) => feedbackQuerySchema.safeParse(query).success === false;
    expect(refused({ page: '\u0000' })).toBe(true);
    expect(refused({ section: 'a\u0000b' })).toBe(true);
    expect(refused({ page: 'a\u0085' })).toBe(true);
    expect(refused({ page: '\ud800' })).toBe(true);
    expect(refused({ from: '0000-01-01' })).toBe(true);
    expect(refused({ from: '2026-02-30' })).toBe(true); // not 2 March
    expect(refused({ from: '2025-02-29' })).toBe(true);
    expect(refused({ to: '2026-01-31T24:00:00Z' })).toBe(true);
    expect(refused({ to: '2026-01-31T12:00:00+25:00' })).toBe(true);
    expect(refused({ cursor: 'not-a-cursor' })).toBe(true);
    const month13 = Buffer.from('2026-13-01 00:00:00+00|6f1c2a55-3a5e-4d43-9d1e-1b2c3d4e5f60').toString(
      'base64url',
    );
    expect(refused({ cursor: month13 })).toBe(true);
  });
  it('keeps dates that exist', () => {
    expect(feedbackQuerySchema.parse({ from: '2024-02-29' }).from?.toISOString()).toBe(
      '2024-02-29T00:00:00.000Z',
    );
    expect(feedbackQuerySchema.parse({ to: '2026-01-31T23:59:59.999Z' }).to?.toISOString()).toBe(
      '2026-01-31T23:59:59.999Z',
    );
    expect(feedbackQuerySchema.parse({ from: '0001-01-01' }).from?.getUTCFullYear()).toBe(1);
    const cursor = Buffer.from('2026-01-31 12:00:00.123456+00|6f1c2a55-3a5e-4d43-9d1e-1b2c3d4e5f60').toString(
      'base64url',
    );
    expect(feedbackQuerySchema.parse({ cursor }).cursor).toBe(cursor);
  });
});
