import { describe, expect, it, vi } from 'vitest';
import {
  applyStorageChange,
  colorSchemeOf,
  readColorSchemeState,
  storeMissingDefaults,
  type ColorSchemeState,
} from '.';

const memoryStorage = (entries: Record<string, string> = {}) => ({
  entries,
  getItem: (key: string) => entries[key] ?? null,
  setItem: (key: string, value: string) => void (entries[key] = value),
});

const base: ColorSchemeState = {
  mode: 'system',
  systemMode: 'light',
  lightColorScheme: 'light',
  darkColorScheme: 'dark',
};

describe('color-scheme state', () => {
  it('reads the defaults from empty storage, with the OS preference as the system mode', () => {
    expect(readColorSchemeState(memoryStorage(), true)).toEqual({ ...base, systemMode: 'dark' });
  });

  it('reads a stored mode and falls back from unknown values', () => {
    const storage = memoryStorage({ 'mui-mode': 'dark', 'mui-color-scheme-light': 'sepia' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readColorSchemeState(storage, false)).toEqual({ ...base, mode: 'dark' });
    expect(error).toHaveBeenCalledWith('`sepia` does not exist in `theme.colorSchemes`.');
    error.mockRestore();
  });

  it('drops an unknown stored mode for the default, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readColorSchemeState(memoryStorage({ 'mui-mode': '{"x":1}' }), false)).toEqual(base);
    expect(warn).toHaveBeenCalledWith(
      'Ignoring the stored value "{\\"x\\":1}" of mui-mode: the default applies.',
    );
    warn.mockClear();
    readColorSchemeState(memoryStorage({ 'mui-mode': 'dark' }), false);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('resolves the scheme on screen from the mode, the OS and the scheme per mode', () => {
    expect(colorSchemeOf(base)).toBe('light');
    expect(colorSchemeOf({ ...base, systemMode: 'dark' })).toBe('dark');
    expect(colorSchemeOf({ ...base, mode: 'dark' })).toBe('dark');
    expect(colorSchemeOf({ ...base, mode: 'light', systemMode: 'dark' })).toBe('light');
  });

  it('writes only the missing keys', () => {
    const storage = memoryStorage({ 'mui-mode': 'dark' });
    storeMissingDefaults(storage, { ...base, mode: 'dark' });
    expect(storage.entries).toEqual({
      'mui-mode': 'dark',
      'mui-color-scheme-light': 'light',
      'mui-color-scheme-dark': 'dark',
    });
  });

  it('writes the value in use over one it could not use', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage({ 'mui-mode': 'neon' });
    storeMissingDefaults(storage, readColorSchemeState(storage, false));
    expect(storage.entries['mui-mode']).toBe('system');
    vi.restoreAllMocks();
  });

  it('follows another tab’s writes, keeping the same object when nothing changes', () => {
    expect(applyStorageChange(base, 'mui-mode', 'dark')).toEqual({ ...base, mode: 'dark' });
    expect(applyStorageChange({ ...base, mode: 'dark' }, 'mui-mode', null).mode).toBe('system');
    expect(applyStorageChange(base, 'mui-mode', 'system')).toBe(base);
    expect(applyStorageChange(base, 'mui-color-scheme-dark', 'light')).toEqual({
      ...base,
      darkColorScheme: 'light',
    });
    expect(applyStorageChange(base, 'mui-color-scheme-dark', 'dark')).toBe(base);
    expect(applyStorageChange(base, 'settings', 'x')).toBe(base);
    expect(applyStorageChange(base, null, null)).toBe(base);
  });
});
