import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ThemeProvider, createTheme, useTheme, type Theme } from '@mui/material/styles';
import { createSiteTheme } from './create-site-theme';
import { initialThemeSettings } from '@/modules/theme-settings';
import { schemeTheme } from './scheme-theme';

/** The theme MUI's CssVarsProvider gives its children (on the server: the default scheme's). */
function providedTheme(theme: Theme): Theme {
  let seen: Theme | undefined;
  function Probe() {
    seen = useTheme();
    return null;
  }
  renderToString(
    <ThemeProvider theme={theme} disableStyleSheetGeneration>
      <Probe />
    </ThemeProvider>,
  );
  return seen!;
}

/** The theme's data (functions left out), for comparing values rather than identities. */
const data = (theme: Theme) => JSON.parse(JSON.stringify(theme));

const schemes = (defaultColorScheme: 'light' | 'dark') =>
  createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: { light: true, dark: true },
    defaultColorScheme,
  });

describe('schemeTheme', () => {
  it('composes each scheme as MUI’s provider does', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const theme = schemes(scheme);
      const composed = schemeTheme(theme, scheme);
      expect(composed.palette.mode).toBe(scheme);
      expect(data(composed)).toEqual(data(providedTheme(theme)));
    }
  });

  it('composes the site theme’s default scheme as MUI’s provider does', () => {
    const site = createSiteTheme({
      dense: initialThemeSettings.dense,
      direction: initialThemeSettings.direction,
      paletteColors: initialThemeSettings.paletteColors,
      spacing: initialThemeSettings.spacing,
    });
    const provided = providedTheme(site);
    const light = schemeTheme(site, 'light');
    expect(data(light)).toEqual(data(provided));
    // The spacing reads the provider's variables (no fallback value), as the page's styles were built.
    expect(light.spacing(2, 0.5)).toBe(provided.spacing(2, 0.5));
    expect(light.spacing(1)).toBe('calc(1 * var(--mui-spacing))');
    const dark = schemeTheme(site, 'dark');
    expect(dark.palette.mode).toBe('dark');
    expect(dark.palette.background).toEqual(site.colorSchemes.dark!.palette.background);
    expect(dark.vars).toEqual(light.vars);
    expect(dark.breakpoints).toBe(site.breakpoints);
  });

  it('returns the same object for the same theme and scheme, and leaves the theme alone', () => {
    const theme = schemes('light');
    const before = data(theme);
    const dark = schemeTheme(theme, 'dark');
    expect(schemeTheme(theme, 'dark')).toBe(dark);
    expect(schemeTheme(theme, 'light')).not.toBe(dark);
    expect(schemeTheme(schemes('light'), 'dark')).not.toBe(dark);
    expect(data(theme)).toEqual(before);
  });
});
