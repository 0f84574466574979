/** Branding palettes: our own scales, tuned so text on them passes WCAG AA in both modes. */
export const blue = {
  50: '#EDF6FF',
  100: '#D2E8FF',
  200: '#A6D1FF',
  300: '#6DB5FF',
  400: '#3C9BFF',
  500: '#007FFF',
  600: '#006FDF',
  700: '#005BB8',
  800: '#004A96',
  900: '#003670',
  main: '#007FFF',
} as const;

export const grey = {
  50: '#F4F6F9',
  100: '#E6EBF1',
  200: '#D9E0E9',
  300: '#C5CEDA',
  400: '#ACB6C3',
  500: '#8F9BAB',
  600: '#637083',
  700: '#444E5C',
  800: '#2D333C',
  900: '#1A1E24',
  main: '#637083',
} as const;

export const error = {
  50: '#FFF1F1',
  100: '#FFDDDF',
  200: '#FFBBC0',
  300: '#FF8B94',
  400: '#F4515E',
  500: '#E0162A',
  600: '#C10F21',
  700: '#9E0A1A',
  800: '#7D0815',
  900: '#5C0610',
  main: '#C10F21',
} as const;

export const success = {
  50: '#EEFBF3',
  100: '#D3F5E0',
  200: '#A8EAC2',
  300: '#6CD999',
  400: '#36C173',
  500: '#1C9F55',
  600: '#138043',
  700: '#0F6636',
  800: '#0C4F2A',
  900: '#083A1F',
  main: '#138043',
} as const;

export const warning = {
  50: '#FFFAEB',
  100: '#FFF1C7',
  200: '#FFE38F',
  300: '#FFD04F',
  400: '#F5B800',
  500: '#D99A00',
  600: '#AD7400',
  700: '#875A00',
  800: '#664400',
  900: '#4A3100',
  main: '#875A00',
} as const;

/** Backgrounds of the dark scheme: slightly blue-tinted, not pure black. */
export const dark = {
  default: '#0C1015',
  paper: '#11161C',
  border: '#232B35',
} as const;

export const RADIUS = 12;
export const SPACING = 8;

/**
 * General Sans is not on npm: it is first in the heading stack and loads from public/fonts/ when
 * those files exist. Plus Jakarta Sans (OFL, self-hosted from @fontsource) is the close fallback.
 */
export const HEADING_FONT =
  '"General Sans", "Plus Jakarta Sans Variable", "IBM Plex Sans Variable", sans-serif';
export const BODY_FONT =
  '"IBM Plex Sans Variable", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const MONO_FONT = 'Menlo, Consolas, "Droid Sans Mono", "Liberation Mono", monospace';
