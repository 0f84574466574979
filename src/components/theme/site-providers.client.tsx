'use client';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { COLOR_SCHEME_CONFIG } from '@/modules/color-scheme';
import { ThemeSettingsContext } from '@/components/settings/theme-settings-context';
import { useThemeSettingsState } from '@/components/settings/use-theme-settings-state';
import type { ThemeSettingsAction } from '@/modules/theme-settings';
import { createSiteTheme } from './create-site-theme';
import { SteadyThemeContexts } from './steady-theme-contexts.client';
import { useDirectionCache } from './use-direction-cache';

/** Mirrors the resolved mode (light/dark, after "system") into the theme settings. */
function PaletteModeSync({ dispatch }: { dispatch: (action: ThemeSettingsAction) => void }) {
  const { mode, systemMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  useEffect(() => {
    if (resolved) dispatch({ type: 'CHANGE', payload: { paletteMode: resolved } });
  }, [resolved, dispatch]);
  return null;
}

export function SiteProviders({ children }: { children: ReactNode }) {
  const [settings, dispatch] = useThemeSettingsState();
  const { dense, direction, paletteColors, spacing } = settings;
  const theme = useMemo(
    () => createSiteTheme({ dense, direction, paletteColors, spacing }),
    [dense, direction, paletteColors, spacing],
  );
  const cache = useDirectionCache(direction);
  const context = useMemo(() => ({ settings, dispatch }), [settings, dispatch]);

  return (
    <ThemeSettingsContext.Provider value={context}>
      <CacheProvider value={cache}>
        <ThemeProvider
          theme={theme}
          modeStorageKey={COLOR_SCHEME_CONFIG.modeStorageKey}
          colorSchemeStorageKey={COLOR_SCHEME_CONFIG.colorSchemeStorageKey}
          disableTransitionOnChange
        >
          <SteadyThemeContexts siteTheme={theme}>
            <CssBaseline enableColorScheme />
            <PaletteModeSync dispatch={dispatch} />
            {children}
          </SteadyThemeContexts>
        </ThemeProvider>
      </CacheProvider>
    </ThemeSettingsContext.Provider>
  );
}
