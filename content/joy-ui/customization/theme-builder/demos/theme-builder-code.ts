import { extendTheme } from '@mui/joy/styles';
import type { CssVarsThemeOptions } from '@mui/joy/styles';

export const COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
export type ColorName = (typeof COLORS)[number];
export type SchemeName = 'light' | 'dark';
export const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

export const FONTS = {
  Inter: '"Inter", var(--joy-fontFamily-fallback)',
  'System UI': 'system-ui, var(--joy-fontFamily-fallback)',
  'IBM Plex Sans': '"IBM Plex Sans Variable", "IBM Plex Sans", var(--joy-fontFamily-fallback)',
  Georgia: 'Georgia, "Times New Roman", serif',
  Monospace: 'ui-monospace, Menlo, Consolas, monospace',
} as const;
export type FontName = keyof typeof FONTS;

export interface BuilderState {
  /** The 500 shade of each color, per color scheme; the other shades are derived from it. */
  colors: Record<SchemeName, Record<ColorName, string>>;
  /** The `md` radius in px; the other radii scale from it. */
  radius: number;
  body: FontName;
  display: FontName;
}

const defaults = extendTheme();

export function initialState(): BuilderState {
  const pick = (scheme: SchemeName) =>
    Object.fromEntries(
      COLORS.map((color) => [color, toHex(String(defaults.colorSchemes[scheme].palette[color][500]))]),
    ) as Record<ColorName, string>;
  return { colors: { light: pick('light'), dark: pick('dark') }, radius: 8, body: 'Inter', display: 'Inter' };
}

function toHex(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : '#000000';
}

function mix(hex: string, target: number, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const mixed = channels.map((c) => Math.round(c + (target - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Ten shades around a 500: tints towards white above it, shades towards black below. */
export function shadesOf(base: string): Record<(typeof SHADES)[number], string> {
  const tints = [0.94, 0.84, 0.66, 0.44, 0.22];
  const darks = [0.16, 0.32, 0.48, 0.64];
  return {
    50: mix(base, 255, tints[0]),
    100: mix(base, 255, tints[1]),
    200: mix(base, 255, tints[2]),
    300: mix(base, 255, tints[3]),
    400: mix(base, 255, tints[4]),
    500: base,
    600: mix(base, 0, darks[0]),
    700: mix(base, 0, darks[1]),
    800: mix(base, 0, darks[2]),
    900: mix(base, 0, darks[3]),
  };
}

export function radiusScale(md: number) {
  return { xs: `${md / 4}px`, sm: `${md / 2}px`, md: `${md}px`, lg: `${md * 1.5}px`, xl: `${md * 2}px` };
}

/** The options the builder's state stands for, with only what differs from the defaults. */
export function themeOptions(state: BuilderState): CssVarsThemeOptions {
  const start = initialState();
  const colorSchemes: Record<string, { palette: Record<string, unknown> }> = {};
  (['light', 'dark'] as const).forEach((scheme) => {
    const palette: Record<string, unknown> = {};
    COLORS.forEach((color) => {
      if (state.colors[scheme][color] !== start.colors[scheme][color]) palette[color] = shadesOf(state.colors[scheme][color]);
    });
    if (Object.keys(palette).length) colorSchemes[scheme] = { palette };
  });
  const options: Record<string, unknown> = {};
  if (Object.keys(colorSchemes).length) options.colorSchemes = colorSchemes;
  if (state.radius !== start.radius) options.radius = radiusScale(state.radius);
  if (state.body !== start.body || state.display !== start.display) {
    options.fontFamily = { body: FONTS[state.body], display: FONTS[state.display] };
  }
  return options as CssVarsThemeOptions;
}

export function themeCode(state: BuilderState): string {
  const body = JSON.stringify(themeOptions(state), null, 2).replace(/"([A-Za-z_][A-Za-z0-9_]*|\d+)":/g, '$1:');
  return `import { extendTheme } from '@mui/joy/styles';\n\nconst theme = extendTheme(${body});\n\nexport default theme;\n`;
}
