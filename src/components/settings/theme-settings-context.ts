'use client';
import { createContext, useContext } from 'react';
import type { ThemeSettings, ThemeSettingsAction } from '@/modules/theme-settings';

export interface ThemeSettingsContextValue {
  settings: ThemeSettings;
  /** Throws synchronously on an invalid action; the settings are then unchanged. */
  dispatch: (action: ThemeSettingsAction) => void;
}

export const ThemeSettingsContext = createContext<ThemeSettingsContextValue | null>(null);

export function useThemeSettings(): ThemeSettingsContextValue {
  const value = useContext(ThemeSettingsContext);
  if (!value) {
    throw new Error(
      'useThemeSettings() was called outside <ThemeSettingsProvider>. Did you forget to wrap the tree in the provider?',
    );
  }
  return value;
}
