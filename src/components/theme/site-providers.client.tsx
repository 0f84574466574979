'use client';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/system';
import { useEffect, useMemo, type ReactNode } from 'react';
import { ThemeSettingsContext } from '@/components/settings/theme-settings-context';
import { useThemeSettingsState } from '@/components/settings/use-theme-settings-state';
import type { ThemeSettingsAction } from '@/modules/theme-settings';
import { useResolvedColorScheme } from './color-scheme-store';
import { schemeTheme } from './scheme-theme';
import { siteTheme } from './site-theme';
import { ThemeVariables } from './theme-variables';
import { useDirectionCache } from './use-direction-cache';

/** Mirrors the scheme on screen (after "system" resolves) into the theme settings. */
function PaletteModeSync({
  scheme,
  dispatch,
}: {
  scheme: 'light' | 'dark';
  dispatch: (action: ThemeSettingsAction) => void;
}) {
  useEffect(() => dispatch({ type: 'CHANGE', payload: { paletteMode: scheme } }), [scheme, dispatch]);
  return null;
}

/**
 * The site's theme, settings and Emotion cache. The theme goes to MUI System's plain
 * ThemeProvider (what Material's provider uses for a theme without color schemes), composed for
 * the scheme on screen (schemeTheme); the mode lives in color-scheme-store.ts rather than in MUI's
 * CssVarsProvider, which changes its context once after hydration (see there). The CSS variables
 * of both schemes are static (ThemeVariables), and the pre-paint script picks the scheme's class
 * on <html> before hydration.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  const [settings, dispatch] = useThemeSettingsState();
  const { dense, direction, paletteColors, spacing } = settings;
  const theme = useMemo(
    () => siteTheme({ dense, direction, paletteColors, spacing }),
    [dense, direction, paletteColors, spacing],
  );
  const scheme = useResolvedColorScheme(theme.defaultColorScheme);
  // The same element while the theme stays: React skips it when the provider renders again.
  const variables = useMemo(() => <ThemeVariables theme={theme} />, [theme]);
  const cache = useDirectionCache(direction);
  const context = useMemo(() => ({ settings, dispatch }), [settings, dispatch]);

  return (
    <ThemeSettingsContext.Provider value={context}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={schemeTheme(theme, scheme)}>
          {variables}
          <PaletteModeSync scheme={scheme} dispatch={dispatch} />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </ThemeSettingsContext.Provider>
  );
}
