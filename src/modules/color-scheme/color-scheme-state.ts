import {
  COLOR_SCHEME_CONFIG,
  isKnownColorScheme,
  parseMode,
  resolveMode,
  type ColorSchemeName,
  type Mode,
} from './storage';

/** The reader's colour scheme as the site keeps it: the chosen mode and the scheme per mode. */
export interface ColorSchemeState {
  mode: Mode;
  /** What the OS asks for; "system" resolves to it. */
  systemMode: 'light' | 'dark';
  lightColorScheme: ColorSchemeName;
  darkColorScheme: ColorSchemeName;
}

const schemeKey = (resolved: 'light' | 'dark') => `${COLOR_SCHEME_CONFIG.colorSchemeStorageKey}-${resolved}`;

/** The scheme the page shows for a state. */
export function colorSchemeOf(state: ColorSchemeState): ColorSchemeName {
  return resolveMode(state.mode, state.systemMode === 'dark') === 'dark'
    ? state.darkColorScheme
    : state.lightColorScheme;
}

function storedScheme(storage: Pick<Storage, 'getItem'>, resolved: 'light' | 'dark'): ColorSchemeName {
  const stored = storage.getItem(schemeKey(resolved));
  return stored && isKnownColorScheme(stored) ? stored : resolved;
}

/** A stored value the site cannot use is dropped for the default, and said so on the console. */
function warnIgnored(key: string, value: string) {
  console.warn(
    `Ignoring the stored value ${JSON.stringify(value.slice(0, 40))} of ${key}: the default applies.`,
  );
}

function storedMode(storage: Pick<Storage, 'getItem'>) {
  const stored = storage.getItem(COLOR_SCHEME_CONFIG.modeStorageKey);
  const mode = parseMode(stored);
  if (stored !== null && stored !== mode) warnIgnored(COLOR_SCHEME_CONFIG.modeStorageKey, stored);
  return mode;
}

/** Reads the state from storage, the way the pre-paint script reads it (unknown values fall back). */
export function readColorSchemeState(
  storage: Pick<Storage, 'getItem'>,
  prefersDark: boolean,
): ColorSchemeState {
  return {
    mode: storedMode(storage),
    systemMode: prefersDark ? 'dark' : 'light',
    lightColorScheme: storedScheme(storage, 'light'),
    darkColorScheme: storedScheme(storage, 'dark'),
  };
}

/**
 * Writes the keys that are missing, as MUI's provider did on its first render: a reader whose
 * storage holds the defaults is read the same way by other MUI sites and by the pre-paint script.
 * A key holding a value the state could not use is written over with the value in use, so the
 * pre-paint script of the next visit reads a mode it knows.
 */
export function storeMissingDefaults(storage: Pick<Storage, 'getItem' | 'setItem'>, state: ColorSchemeState) {
  const entries: [string, string][] = [
    [COLOR_SCHEME_CONFIG.modeStorageKey, state.mode],
    [schemeKey('light'), state.lightColorScheme],
    [schemeKey('dark'), state.darkColorScheme],
  ];
  for (const [key, value] of entries) if (storage.getItem(key) !== value) storage.setItem(key, value);
}

/**
 * The state after another tab wrote `key` (a `storage` event); the same object when the key is
 * not ours or says nothing new. A removed mode falls back to the default mode.
 */
export function applyStorageChange(
  state: ColorSchemeState,
  key: string | null,
  value: string | null,
): ColorSchemeState {
  if (key === COLOR_SCHEME_CONFIG.modeStorageKey) {
    const mode = parseMode(value);
    return mode === state.mode ? state : { ...state, mode };
  }
  for (const resolved of ['light', 'dark'] as const) {
    if (key !== schemeKey(resolved) || !value || !isKnownColorScheme(value)) continue;
    const field = resolved === 'light' ? 'lightColorScheme' : 'darkColorScheme';
    return state[field] === value ? state : { ...state, [field]: value };
  }
  return state;
}
