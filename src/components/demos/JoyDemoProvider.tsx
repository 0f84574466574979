'use client';
import GlobalStyles from '@mui/joy/GlobalStyles';
import { THEME_ID, extendTheme } from '@mui/joy/styles';
import { ThemeProvider } from '@mui/system';
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
export const joyDemoTheme = extendTheme({
  getSelector: (colorScheme) => {
    if (colorScheme === 'dark') return '.dark';
    if (colorScheme === 'light') return ':root, .light';
    return ':root';
  },
});
// Joy's styles that depend on the scheme (color inversion on solid and soft surfaces, for one)
// select `[data-joy-color-scheme="…"] &` by default, which nothing sets here: point them at the
// site's classes. Joy's own ThemeProvider would rebuild the theme and lose this, hence the
// system ThemeProvider with Joy's theme id.
joyDemoTheme.getColorSchemeSelector = (colorScheme) => `.${colorScheme} &`;

const variableSheets = joyDemoTheme.generateStyleSheets();

export function JoyDemoProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={joyDemoTheme} themeId={THEME_ID}>
      <GlobalStyles styles={variableSheets} />
      {children}
    </ThemeProvider>
  );
}
