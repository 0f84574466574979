'use client';
import { useSyncExternalStore } from 'react';
import {
  COLOR_SCHEME_CONFIG,
  applyStorageChange,
  colorSchemeOf,
  readColorSchemeState,
  storeMissingDefaults,
  type ColorSchemeName,
  type ColorSchemeState,
  type Mode,
} from '@/modules/color-scheme';
import { writeStorage } from '@/modules/browser-storage';
import { suppressTransitionsForSwitch } from './suppress-transitions';

/**
 * The site's light/dark/system mode, kept outside React.
 *
 * It replaces MUI's CssVarsProvider state. That provider reports no mode until it has mounted and
 * then renders once more with a new context value: a change above every Suspense boundary of the
 * page. React answers it by hydrating every boundary still waiting, all in one task that cannot
 * yield, and by dropping the server HTML of demos whose code is still loading. Here the readers
 * subscribe one by one; nothing above the page changes after hydration while the scheme stays the
 * one the page was rendered with.
 */
let state: ColorSchemeState | undefined;
const listeners = new Set<() => void>();
let query: MediaQueryList | undefined;
// One list for the page: a listener is removed from the list it was added to.
const darkQuery = () => (query ??= window.matchMedia('(prefers-color-scheme: dark)'));

const NO_STORAGE = { getItem: () => null };

function current(): ColorSchemeState {
  if (!state) {
    // Storage can be disabled (reading `localStorage` then throws) or full: the defaults apply.
    try {
      state = readColorSchemeState(localStorage, darkQuery().matches);
      storeMissingDefaults(localStorage, state);
    } catch {
      state ??= readColorSchemeState(NO_STORAGE, darkQuery().matches);
    }
  }
  return state;
}

/** Puts the scheme's class on <html>, as the pre-paint script does on load. */
function applySchemeClass(scheme: ColorSchemeName) {
  const { classList } = document.documentElement;
  if (classList.contains(scheme)) return;
  classList.remove(...COLOR_SCHEME_CONFIG.colorSchemes);
  classList.add(scheme);
}

function commit(next: ColorSchemeState) {
  const previous = current();
  if (next === previous) return;
  state = next;
  const scheme = colorSchemeOf(next);
  if (scheme !== colorSchemeOf(previous)) {
    // Before the class switch and before React renders the readers (a sync render, in a microtask).
    suppressTransitionsForSwitch();
    applySchemeClass(scheme);
  }
  listeners.forEach((listener) => listener());
}

function onSystemChange(event: MediaQueryListEvent) {
  const systemMode = event.matches ? 'dark' : 'light';
  if (systemMode !== current().systemMode) commit({ ...current(), systemMode });
}

function onStorage(event: StorageEvent) {
  commit(applyStorageChange(current(), event.key, event.newValue));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    darkQuery().addEventListener('change', onSystemChange);
    window.addEventListener('storage', onStorage);
    // The OS preference can change between the first read (hydration) and this subscription, when
    // no one listened yet: catch up with it now.
    const systemMode = darkQuery().matches ? 'dark' : 'light';
    if (systemMode !== current().systemMode) commit({ ...current(), systemMode });
    // The pre-paint script sets no class when storage held a mode it does not know.
    else applySchemeClass(colorSchemeOf(current()));
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    darkQuery().removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Chooses a mode: stored for the next visit and for other tabs, applied at once. */
export function setColorMode(mode: Mode) {
  if (mode === current().mode) return;
  // Not stored when storage is full or blocked; the mode still applies to this visit.
  writeStorage(COLOR_SCHEME_CONFIG.modeStorageKey, mode);
  commit({ ...current(), mode });
}

export interface SiteColorScheme {
  /** Undefined until hydrated: the static HTML does not know the reader's mode. */
  mode?: Mode;
  systemMode?: 'light' | 'dark';
  colorScheme?: ColorSchemeName;
  setMode: (mode: Mode) => void;
}

const UNKNOWN: SiteColorScheme = { setMode: setColorMode };
let reported: { from: ColorSchemeState; value: SiteColorScheme } | undefined;

function report(): SiteColorScheme {
  const from = current();
  if (reported?.from !== from) {
    reported = {
      from,
      value: {
        mode: from.mode,
        systemMode: from.systemMode,
        colorScheme: colorSchemeOf(from),
        setMode: setColorMode,
      },
    };
  }
  return reported.value;
}

/** MUI's `useColorScheme()` for the site: the same fields, undefined while hydrating. */
export function useSiteColorScheme(): SiteColorScheme {
  return useSyncExternalStore(subscribe, report, () => UNKNOWN);
}

/**
 * Only the scheme, with the server's default while hydrating: a reader in the default scheme
 * does not render again after hydration.
 */
export function useResolvedColorScheme(defaultScheme: ColorSchemeName): ColorSchemeName {
  return useSyncExternalStore(
    subscribe,
    () => colorSchemeOf(current()),
    () => defaultScheme,
  );
}
