import { createTheme, type ThemeOptions } from '@mui/material/styles';
import type { ThemeSettings } from '@/modules/theme-settings';
import { COLOR_SCHEME_CONFIG } from '@/modules/color-scheme';
import { BODY_FONT, HEADING_FONT, MONO_FONT, RADIUS, dark, error, grey, success, warning } from './tokens';
import { paletteColorFor } from './palette-colors';
import { denseComponents } from './dense-components';

export type SiteThemeSettings = Pick<ThemeSettings, 'dense' | 'direction' | 'paletteColors' | 'spacing'>;

function colorSchemes(paletteColors: ThemeSettings['paletteColors']) {
  return {
    light: {
      palette: {
        primary: paletteColorFor(paletteColors.primary, 'light'),
        secondary: paletteColorFor(paletteColors.secondary, 'light'),
        grey,
        error: { ...error, main: error[600] },
        success: { ...success, main: success[700] },
        warning: { ...warning, main: warning[700] },
        divider: grey[200],
        text: { primary: grey[900], secondary: grey[700] },
        background: { default: '#FFFFFF', paper: '#FFFFFF' },
      },
    },
    dark: {
      palette: {
        primary: paletteColorFor(paletteColors.primary, 'dark'),
        secondary: paletteColorFor(paletteColors.secondary, 'dark'),
        grey,
        error: { ...error, main: error[300] },
        success: { ...success, main: success[300] },
        warning: { ...warning, main: warning[300] },
        divider: dark.border,
        text: { primary: grey[50], secondary: grey[300] },
        background: { default: dark.default, paper: dark.paper },
      },
    },
  } as const;
}

/** The site theme's options other than its colors. */
function layoutOptions({ dense, direction, spacing }: Omit<SiteThemeSettings, 'paletteColors'>) {
  return {
    direction,
    spacing,
    shape: { borderRadius: RADIUS },
    typography: {
      fontFamily: BODY_FONT,
      h1: { fontFamily: HEADING_FONT, fontSize: '2.25rem', fontWeight: 600, lineHeight: 1.2 },
      h2: { fontFamily: HEADING_FONT, fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
      h3: { fontFamily: HEADING_FONT, fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.4 },
      h4: { fontFamily: HEADING_FONT, fontSize: '1.125rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
      // Exposed for code blocks through theme.typography.fontFamilyCode.
      ...({ fontFamilyCode: MONO_FONT } as object),
    },
    components: dense ? denseComponents : {},
  } satisfies ThemeOptions;
}

/**
 * The site theme: branding palettes in both schemes as CSS variables, plus the reader's settings.
 * Pages take it through `siteTheme` (site-theme.ts), which shares the default settings' theme.
 */
export function createSiteTheme({ dense, direction, paletteColors, spacing }: SiteThemeSettings) {
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_CONFIG.attribute },
    colorSchemes: colorSchemes(paletteColors),
    ...layoutOptions({ dense, direction, spacing }),
  });
}
