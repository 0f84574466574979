import { describe, expect, it, vi } from 'vitest';
import {
  initialThemeSettings as initial,
  readPersistedSettings,
  sameThemeSettings,
  serializeSettings,
  themeSettingsReducer as reduce,
  type ThemeSettingsAction,
} from './index';

describe('themeSettingsReducer', () => {
  it('sets, increases and decreases spacing by 1', () => {
    const set = reduce(initial, { type: 'SET_SPACING', payload: 10 });
    expect(set.spacing).toBe(10);
    expect(reduce(set, { type: 'INCREASE_SPACING' }).spacing).toBe(11);
    expect(reduce(set, { type: 'DECREASE_SPACING' }).spacing).toBe(9);
  });

  it('sets dense and resets density to dense=false, spacing=8', () => {
    const dense = reduce(reduce(initial, { type: 'SET_DENSE', payload: true }), {
      type: 'SET_SPACING',
      payload: 4,
    });
    expect(dense).toMatchObject({ dense: true, spacing: 4 });
    expect(reduce(dense, { type: 'RESET_DENSITY' })).toMatchObject({ dense: false, spacing: 8 });
  });

  it('changes mode, direction and colors, and resets colors', () => {
    const changed = reduce(initial, {
      type: 'CHANGE',
      payload: {
        paletteMode: 'dark',
        direction: 'rtl',
        paletteColors: { primary: 'green', secondary: 'pink' },
      },
    });
    expect(changed).toMatchObject({ paletteMode: 'dark', direction: 'rtl' });
    expect(changed.paletteColors.primary).toBe('green');
    expect(reduce(changed, { type: 'RESET_COLORS' }).paletteColors).toEqual(initial.paletteColors);
    expect(reduce(changed, { type: 'RESET_COLORS' }).direction).toBe('rtl');
  });

  it('throws on any other action', () => {
    expect(() => reduce(initial, { type: 'TOGGLE_EVERYTHING' } as unknown as ThemeSettingsAction)).toThrow(
      'Unrecognized type TOGGLE_EVERYTHING',
    );
  });

  it.each([1.5, Number.NaN, Infinity, 9007199254740992, -9007199254740992, '8'])(
    'refuses spacing %s without changing the state',
    (value) => {
      const before = { ...initial };
      expect(() => reduce(initial, { type: 'SET_SPACING', payload: value as number })).toThrow(
        /safe integer/,
      );
      expect(initial).toEqual(before);
    },
  );

  it('accepts the safe-integer limits and refuses to step past them', () => {
    const max = reduce(initial, { type: 'SET_SPACING', payload: Number.MAX_SAFE_INTEGER });
    expect(max.spacing).toBe(9007199254740991);
    expect(() => reduce(max, { type: 'INCREASE_SPACING' })).toThrow(RangeError);
    const min = reduce(initial, { type: 'SET_SPACING', payload: -9007199254740991 });
    expect(() => reduce(min, { type: 'DECREASE_SPACING' })).toThrow(RangeError);
  });

  it('refuses malformed CHANGE payloads', () => {
    expect(() => reduce(initial, { type: 'CHANGE', payload: { direction: 'up' as 'ltr' } })).toThrow(
      /direction/,
    );
    expect(() =>
      reduce(initial, {
        type: 'CHANGE',
        payload: { paletteColors: { primary: 'chartreuse' as 'blue', secondary: 'blue' } },
      }),
    ).toThrow(/primary color/);
    expect(() => reduce(initial, { type: 'SET_DENSE', payload: 'yes' as unknown as boolean })).toThrow();
  });
});

describe('persisted settings', () => {
  it('round-trips only non-default values', () => {
    expect(serializeSettings(initial)).toBe('{}');
    const custom = { ...initial, dense: true, direction: 'rtl' as const, spacing: 6 };
    expect(readPersistedSettings(serializeSettings(custom))).toEqual({
      dense: true,
      direction: 'rtl',
      spacing: 6,
    });
  });
  it('ignores corrupt or hostile storage, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readPersistedSettings('{not json')).toEqual({});
    expect(readPersistedSettings('{"spacing": 1e300}')).toEqual({});
    expect(readPersistedSettings('{"direction": "sideways"}')).toEqual({});
    expect(readPersistedSettings(null)).toEqual({});
    expect(readPersistedSettings('[]')).toEqual({});
    expect(readPersistedSettings('"rtl"')).toEqual({});
    expect(readPersistedSettings('{"dense": "yes"}')).toEqual({});
    expect(readPersistedSettings('{"spacing": 7.5}')).toEqual({});
    expect(readPersistedSettings('{"paletteColors": {"primary": "blue", "secondary": "plaid"}}')).toEqual({});
    expect(readPersistedSettings('{"paletteColors": null}')).toEqual({});
    // Every call above with a value warned; the null (nothing stored) did not.
    expect(warn).toHaveBeenCalledTimes(9);
    expect(warn).toHaveBeenLastCalledWith(
      'Ignoring the stored site settings (mui-theme-settings): unreadable, so the defaults apply.',
    );
    warn.mockRestore();
  });
  it('keeps valid fields and ignores keys it does not know', () => {
    expect(
      readPersistedSettings(
        '{"dense": false, "futureSetting": 3, "paletteColors": {"primary": "green", "secondary": "pink"}}',
      ),
    ).toEqual({ dense: false, paletteColors: { primary: 'green', secondary: 'pink' } });
  });
});

describe('sameThemeSettings', () => {
  it('compares every field, colors by name rather than by object', () => {
    const copy = { ...initial, paletteColors: { ...initial.paletteColors } };
    expect(sameThemeSettings(initial, copy)).toBe(true);
    const changes: Partial<typeof initial>[] = [
      { dense: true },
      { direction: 'rtl' },
      { spacing: 9 },
      { paletteMode: 'dark' },
      { paletteColors: { primary: 'teal', secondary: 'purple' } },
      { paletteColors: { primary: 'blue', secondary: 'pink' } },
    ];
    for (const change of changes) expect(sameThemeSettings(initial, { ...initial, ...change })).toBe(false);
  });
});
