import { amber, cyan, green, indigo, orange, pink, purple, red, teal } from '@mui/material/colors';
import type { PaletteColorName } from '@/modules/theme-settings';
import { blue, grey } from './tokens';

type Scale = Record<50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900, string>;

const SCALES: Record<PaletteColorName, Scale> = {
  blue,
  indigo,
  purple,
  pink,
  red,
  orange,
  amber,
  green,
  teal,
  cyan,
  grey,
};

/**
 * Which shade a colour uses as `main` in each mode. Dark shades on light backgrounds and light
 * shades on dark ones keep text and filled buttons above a 4.5:1 contrast ratio.
 */
export function paletteColorFor(name: PaletteColorName, mode: 'light' | 'dark') {
  const scale = SCALES[name];
  return mode === 'light'
    ? { light: scale[500], main: scale[700], dark: scale[800], contrastText: '#fff' }
    : { light: scale[100], main: scale[300], dark: scale[400], contrastText: '#0C1015' };
}

export function swatchOf(name: PaletteColorName): string {
  return SCALES[name][500];
}
