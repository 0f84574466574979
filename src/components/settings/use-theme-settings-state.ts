'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  THEME_SETTINGS_STORAGE_KEY,
  initialThemeSettings,
  readPersistedSettings,
  serializeSettings,
  themeSettingsReducer,
  type ThemeSettings,
  type ThemeSettingsAction,
} from '@/modules/theme-settings';

/**
 * Settings state: starts from the defaults (what the static HTML was rendered with), then applies
 * what the reader stored, and keeps storage and other tabs in step.
 */
export function useThemeSettingsState(): [ThemeSettings, (action: ThemeSettingsAction) => void] {
  const [settings, setSettings] = useState(initialThemeSettings);
  const current = useRef(settings);
  const loaded = useRef(false);

  const dispatch = useCallback((action: ThemeSettingsAction) => {
    // Reduce eagerly so an invalid action throws to its caller and nothing changes.
    const next = themeSettingsReducer(current.current, action);
    current.current = next;
    setSettings(next);
  }, []);

  useEffect(() => {
    const apply = (raw: string | null) => {
      const next = {
        ...initialThemeSettings,
        ...readPersistedSettings(raw),
        paletteMode: current.current.paletteMode,
      };
      current.current = next;
      setSettings(next);
    };
    apply(localStorage.getItem(THEME_SETTINGS_STORAGE_KEY));
    loaded.current = true;
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_SETTINGS_STORAGE_KEY) apply(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (!loaded.current) return;
    try {
      localStorage.setItem(THEME_SETTINGS_STORAGE_KEY, serializeSettings(settings));
    } catch {
      // Storage can be full or disabled; the settings still apply to this visit.
    }
  }, [settings]);

  return [settings, dispatch];
}
