'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  THEME_SETTINGS_STORAGE_KEY,
  initialThemeSettings,
  readPersistedSettings,
  sameThemeSettings,
  serializeSettings,
  themeSettingsReducer,
  type ThemeSettings,
  type ThemeSettingsAction,
} from '@/modules/theme-settings';
import { readStorage, writeStorage } from '@/modules/browser-storage';

/**
 * Settings state: starts from the defaults (what the static HTML was rendered with), then applies
 * what the reader stored, and keeps storage and other tabs in step.
 */
export function useThemeSettingsState(): [ThemeSettings, (action: ThemeSettingsAction) => void] {
  const [settings, setSettings] = useState(initialThemeSettings);
  const current = useRef(settings);
  const loaded = useRef(false);

  // A new object that says the same thing is still a context change, and its colors rebuild the
  // site theme: after hydration the stored settings and the resolved mode usually equal the
  // defaults, and the page should not render again for them (SiteProviders).
  const update = useCallback((next: ThemeSettings) => {
    if (sameThemeSettings(current.current, next)) return;
    current.current = next;
    setSettings(next);
  }, []);

  const dispatch = useCallback(
    // Reduce eagerly so an invalid action throws to its caller and nothing changes.
    (action: ThemeSettingsAction) => update(themeSettingsReducer(current.current, action)),
    [update],
  );

  useEffect(() => {
    const apply = (raw: string | null) => {
      update({
        ...initialThemeSettings,
        ...readPersistedSettings(raw),
        paletteMode: current.current.paletteMode,
      });
    };
    apply(readStorage(THEME_SETTINGS_STORAGE_KEY));
    loaded.current = true;
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_SETTINGS_STORAGE_KEY) apply(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [update]);

  useEffect(() => {
    if (!loaded.current) return;
    // Not stored when storage is full or blocked; the settings still apply to this visit.
    writeStorage(THEME_SETTINGS_STORAGE_KEY, serializeSettings(settings));
  }, [settings]);

  return [settings, dispatch];
}
