'use client';
import { ThemeContext as EmotionThemeContext } from '@emotion/react';
import { useColorScheme, type Theme } from '@mui/material/styles';
import PrivateThemeContext from '@mui/private-theming/useTheme/ThemeContext';
import { useContext, useMemo, type ReactNode } from 'react';

/**
 * Re-provides MUI's two theme contexts with values that change only when the theme does.
 *
 * MUI 6.0's CssVarsProvider builds a new theme object on every render, and it renders once more
 * right after hydration (its color-scheme hook marks itself mounted). Each new object is a context
 * change that re-renders every styled element of the page, for the same theme. The theme is a
 * function of the site theme and the color scheme alone, so it is kept until one of them changes
 * (in light mode, the default scheme, it does not change on mount). MUI's color-scheme context
 * itself still changes then; it is private to MUI and cannot be re-provided (see PageDemo).
 */
export function SteadyThemeContexts({ siteTheme, children }: { siteTheme: Theme; children: ReactNode }) {
  const engineTheme = useContext(EmotionThemeContext);
  const privateTheme = useContext(PrivateThemeContext);
  // MUI reports no scheme until it has mounted and builds the theme with the default one meanwhile.
  const defaultScheme = siteTheme.defaultColorScheme;
  const colorScheme = useColorScheme().colorScheme ?? defaultScheme;
  const steady = useMemo(
    () => ({ engineTheme, privateTheme }),
    // Keyed on the inputs of the theme, not on the objects rebuilt from them on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [siteTheme, colorScheme],
  );
  return (
    <PrivateThemeContext.Provider value={steady.privateTheme}>
      <EmotionThemeContext.Provider value={steady.engineTheme}>{children}</EmotionThemeContext.Provider>
    </PrivateThemeContext.Provider>
  );
}
