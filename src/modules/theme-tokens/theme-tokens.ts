import type { Theme, TypographyVariant } from '@mui/material/styles';

export interface ColorToken {
  /** Path in the theme, e.g. `palette.primary.main`. */
  path: string;
  light: string;
  dark: string;
}

export interface TypeToken {
  variant: TypographyVariant;
  fontSize: string;
  fontWeight: string;
  lineHeight: string;
  letterSpacing: string;
}

export interface ThemeTokens {
  colors: ColorToken[];
  typography: TypeToken[];
  fontFamily: string;
  borderRadius: number;
  spacing: Array<{ factor: number; value: string }>;
  breakpoints: Array<{ key: string; value: number }>;
  zIndex: Array<{ key: string; value: number }>;
}

const COLOR_GROUPS = {
  primary: ['main', 'light', 'dark', 'contrastText'],
  secondary: ['main', 'light', 'dark', 'contrastText'],
  error: ['main', 'light', 'dark', 'contrastText'],
  warning: ['main', 'light', 'dark', 'contrastText'],
  info: ['main', 'light', 'dark', 'contrastText'],
  success: ['main', 'light', 'dark', 'contrastText'],
  text: ['primary', 'secondary', 'disabled'],
  background: ['default', 'paper'],
  action: ['active', 'hover', 'selected', 'disabled', 'disabledBackground'],
} as const;

const VARIANTS: TypographyVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

const SPACING_FACTORS = [0.5, 1, 2, 3, 4, 6, 8];

function read(palette: Theme['palette'], group: string, key: string): string {
  const value = (palette as unknown as Record<string, Record<string, unknown>>)[group]?.[key];
  if (typeof value !== 'string') throw new Error(`theme-tokens: palette.${group}.${key} is not a string`);
  return value;
}

const css = (value: unknown): string => (value === undefined ? '' : String(value));

/**
 * The design tokens of a light and a dark theme built from the same options, as rows to print.
 * Read from the theme objects themselves, so the tables follow the installed package.
 */
export function themeTokens(light: Theme, dark: Theme): ThemeTokens {
  const colors = Object.entries(COLOR_GROUPS).flatMap(([group, keys]) =>
    keys.map((key) => ({
      path: `palette.${group}.${key}`,
      light: read(light.palette, group, key),
      dark: read(dark.palette, group, key),
    })),
  );
  colors.push({ path: 'palette.divider', light: light.palette.divider, dark: dark.palette.divider });

  return {
    colors,
    typography: VARIANTS.map((variant) => {
      const style = light.typography[variant];
      return {
        variant,
        fontSize: css(style.fontSize),
        fontWeight: css(style.fontWeight),
        lineHeight: css(style.lineHeight),
        letterSpacing: css(style.letterSpacing),
      };
    }),
    fontFamily: css(light.typography.fontFamily),
    borderRadius: Number(light.shape.borderRadius),
    spacing: SPACING_FACTORS.map((factor) => ({ factor, value: light.spacing(factor) })),
    breakpoints: light.breakpoints.keys.map((key) => ({ key, value: light.breakpoints.values[key] })),
    zIndex: Object.entries(light.zIndex)
      .map(([key, value]) => ({ key, value }))
      .sort((a, b) => a.value - b.value),
  };
}
