'use client';
import GlobalStyles from '@mui/joy/GlobalStyles';
import { THEME_ID, ThemeProvider, extendTheme, type CssVarsThemeOptions } from '@mui/joy/styles';
import type { ReactNode } from 'react';

/**
 * Joy UI demos render inside the site's Material UI theme. Joy reads its own theme (THEME_ID
 * 'joy'), and without one its CSS variables fall back to light-mode values, so a Joy demo stayed
 * light on a dark page. This theme declares Joy's variables under the site's own color-scheme
 * classes (`.light`/`.dark`, the ones the pre-paint script and a demo's mode flip set), so Joy
 * follows the reader's mode and the per-demo flip with no second mode store. Joy's
 * CssVarsProvider is not used: it would write `data-joy-color-scheme` on <html> and keep its own
 * `joy-mode` storage, which would fight the site's.
 */
const joyThemeOptions: CssVarsThemeOptions = {
  getSelector: (colorScheme) => {
    if (colorScheme === 'dark') return '.dark';
    if (colorScheme === 'light') return ':root, .light';
    return ':root';
  },
};
// Joy's ThemeProvider runs extendTheme on the options itself; this copy only yields the sheets.
const variableSheets = extendTheme(joyThemeOptions).generateStyleSheets();

export function JoyDemoProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={{ [THEME_ID]: joyThemeOptions }}>
      <GlobalStyles styles={variableSheets} />
      {children}
    </ThemeProvider>
  );
}
