import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { readPersistedSettings } from './theme-settings/persisted';

describe('zod-setup', () => {
  it('is in force once a schema module is loaded, and schemas still parse', () => {
    expect(config().jitless).toBe(true);
    expect(readPersistedSettings('{"direction":"rtl"}')).toEqual({ direction: 'rtl' });
    expect(readPersistedSettings('{"direction":"up"}')).toEqual({});
  });
});
