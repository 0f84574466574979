'use client';
import { GlobalStyles, ThemeProvider } from '@mui/system';
import { THEME_ID, extendTheme } from '@mui/joy/styles';
import type { ReactNode } from 'react';
import { joySelector } from './joy-selectors';

/**
 * The Joy UI theme every Joy demo renders with. Two reasons it exists:
 * - the site provides its Material UI theme unscoped, and Joy components fall back to whatever theme
 *   is in context, so without a theme under Joy's own key they would read Material's and break;
 * - Joy's CSS variables must follow the site's mode, which the pre-paint script writes as the class
 *   `light` or `dark` on <html> (and a demo flipped to the other mode gets the same class on its
 *   scope), so the variables are emitted under those classes instead of Joy's `data-joy-color-scheme`.
 * Plain ThemeProvider rather than Joy's CssVarsProvider: that one keeps its own mode in
 * localStorage (`joy-mode`) and on <html>, a second source of truth the site does not need.
 */
const joyTheme = extendTheme({ getSelector: joySelector });
// Joy's Skeleton and color inversion style against this selector; it must match the classes above.
joyTheme.getColorSchemeSelector = (scheme) => `.${scheme} &`;
const joyStyleSheets = joyTheme.generateStyleSheets();

export default function JoyDemoProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={joyTheme} themeId={THEME_ID}>
      <GlobalStyles styles={joyStyleSheets} />
      {children}
    </ThemeProvider>
  );
}
