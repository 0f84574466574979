import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_CONFIG, colorSchemeOf, parseMode, readColorSchemeState, resolveMode } from '.';

/** The mode and the scheme on screen, as the site's store reads them from storage. */
function readStoredColorScheme(storage: Pick<Storage, 'getItem'>, prefersDark: boolean) {
  const state = readColorSchemeState(storage, prefersDark);
  return { mode: state.mode, colorScheme: colorSchemeOf(state) };
}

const storage = (entries: Record<string, string>) => ({
  getItem: (key: string) => entries[key] ?? null,
});

afterEach(() => vi.restoreAllMocks());

describe('color-scheme storage', () => {
  it('uses the mui-mode key, defaulting to system', () => {
    expect(COLOR_SCHEME_CONFIG.modeStorageKey).toBe('mui-mode');
    expect(parseMode(null)).toBe('system');
    expect(parseMode('sepia')).toBe('system');
    expect(parseMode('dark')).toBe('dark');
  });

  it('resolves system from the OS preference', () => {
    expect(resolveMode('system', true)).toBe('dark');
    expect(resolveMode('system', false)).toBe('light');
    expect(resolveMode('light', true)).toBe('light');
  });

  it('reads the scheme from the -light / -dark suffixed key of the resolved mode', () => {
    const s = storage({
      'mui-mode': 'system',
      'mui-color-scheme-dark': 'dark',
      'mui-color-scheme-light': 'light',
    });
    expect(readStoredColorScheme(s, true)).toEqual({ mode: 'system', colorScheme: 'dark' });
    expect(readStoredColorScheme(s, false)).toEqual({ mode: 'system', colorScheme: 'light' });
  });

  it('logs an unknown scheme name and falls back to the mode', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = storage({ 'mui-mode': 'dark', 'mui-color-scheme-dark': 'midnight' });
    expect(readStoredColorScheme(s, false)).toEqual({ mode: 'dark', colorScheme: 'dark' });
    expect(error).toHaveBeenCalledWith('`midnight` does not exist in `theme.colorSchemes`.');
  });
});
