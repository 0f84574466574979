import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { feedbackInputSchema } from './feedback/schema';

describe('zod-setup', () => {
  it('is in force once a schema module is loaded, and schemas still parse', () => {
    expect(config().jitless).toBe(true);
    const valid = { page: '/material-ui/react-button/', rating: 1, version: '6.0.1', language: 'en' };
    expect(feedbackInputSchema.safeParse(valid).success).toBe(true);
    expect(feedbackInputSchema.safeParse({ ...valid, rating: 2 }).success).toBe(false);
  });
});
