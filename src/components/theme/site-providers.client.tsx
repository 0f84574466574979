'use client';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { COLOR_SCHEME_CONFIG } from '@/modules/color-scheme';
import { ThemeSettingsContext } from '@/components/settings/theme-settings-context';
import { useThemeSettingsState } from '@/components/settings/use-theme-settings-state';
import type { ThemeSettingsAction } from '@/modules/theme-settings';
import { siteTheme } from './site-theme';
import { SteadyThemeContexts } from './steady-theme-contexts.client';
import { suppressTransitionsForSwitch } from './suppress-transitions';
import { ThemeVariables } from './theme-variables';
import { useDirectionCache } from './use-direction-cache';

/**
 * Mirrors the resolved mode (light/dark, after "system") into the theme settings, and keeps a
 * switch from animating. MUI reports its first mode right after hydration; that is not a switch
 * (the page was painted in that mode by the init script).
 */
function PaletteModeSync({ dispatch }: { dispatch: (action: ThemeSettingsAction) => void }) {
  const { mode, systemMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  const previous = useRef(resolved);
  useEffect(() => {
    if (!resolved) return;
    // A child's effects run before its parents': this is before MUI's provider switches the
    // class on <html> in the same commit.
    if (previous.current && previous.current !== resolved) suppressTransitionsForSwitch();
    previous.current = resolved;
    dispatch({ type: 'CHANGE', payload: { paletteMode: resolved } });
  }, [resolved, dispatch]);
  return null;
}

export function SiteProviders({ children }: { children: ReactNode }) {
  const [settings, dispatch] = useThemeSettingsState();
  const { dense, direction, paletteColors, spacing } = settings;
  const theme = useMemo(
    () => siteTheme({ dense, direction, paletteColors, spacing }),
    [dense, direction, paletteColors, spacing],
  );
  // The same element while the theme stays: React skips it when the provider renders again.
  const variables = useMemo(() => <ThemeVariables theme={theme} />, [theme]);
  const cache = useDirectionCache(direction);
  const context = useMemo(() => ({ settings, dispatch }), [settings, dispatch]);

  return (
    <ThemeSettingsContext.Provider value={context}>
      <CacheProvider value={cache}>
        <ThemeProvider
          theme={theme}
          modeStorageKey={COLOR_SCHEME_CONFIG.modeStorageKey}
          colorSchemeStorageKey={COLOR_SCHEME_CONFIG.colorSchemeStorageKey}
          disableStyleSheetGeneration
        >
          <SteadyThemeContexts siteTheme={theme}>
            {variables}
            <PaletteModeSync dispatch={dispatch} />
            {children}
          </SteadyThemeContexts>
        </ThemeProvider>
      </CacheProvider>
    </ThemeSettingsContext.Provider>
  );
}
