import { createTheme, shouldSkipGeneratingVar, type Theme, type ThemeOptions } from '@mui/material/styles';
import { stringifyTheme } from '@mui/material/styles/stringifyTheme';
import { createSpacing, unstable_createGetCssVar as createGetCssVar } from '@mui/system';
import { createGetColorSchemeSelector } from '@mui/system/cssVars/getColorSchemeSelector';
import { createUnarySpacing } from '@mui/system/spacing';

/**
 * A CSS-variables theme as data, taken at build time, and the theme rebuilt from it in the browser.
 *
 * `createTheme` with CSS variables and two color schemes walks the whole theme three times to
 * build the variables, and works out about a hundred derived colors for each scheme: 24-38 ms of
 * one render task on this project's build machine at full speed (plus the garbage collection it
 * causes), the longest piece of hydration (docs/decisions/0004-theme-snapshot-and-mode-store.md).
 * Every value it computes is data; the functions on the theme (spacing, breakpoints, transitions,
 * the color-scheme selector…) are cheap to make. So the build keeps the data as JSON and the page makes the functions again: the
 * same functions MUI attaches, from the same MUI modules, over the same data. `theme-snapshot.test.ts`
 * checks the rebuilt theme against `createTheme`'s, value for value and function call for call.
 */
export interface ThemeSnapshot {
  /** The theme as JSON: its values, less what `reviveTheme` takes elsewhere (JSON drops functions). */
  theme: string;
  /** What the theme's `generateThemeVars()` returns (the variables without fallbacks). */
  themeVars: string;
  /** What the theme's `generateStyleSheets()` returns (the variables' values, per scheme). */
  styleSheets: string;
}

/** The options of the theme the snapshot was taken of, less the CSS-variables ones. */
export type SkeletonOptions = Omit<ThemeOptions, 'cssVariables' | 'colorSchemes'> & { spacing?: number };

/** Members the skeleton theme gives (see `reviveTheme`): the snapshot leaves them out. */
const FROM_SKELETON = [
  'breakpoints',
  'typography',
  'transitions',
  'containerQueries',
  'applyStyles',
  'unstable_sxConfig',
  'unstable_sx',
] as const;

/**
 * JSON writes both a hole in an array and an `undefined` item as `null`. The dark scheme's
 * `overlays` has an `undefined` first item and `vars.overlays` a hole there; these markers keep
 * them apart, so the revived theme is the same to the letter.
 */
const HOLE = '\u0000hole';
const UNDEFINED = '\u0000undefined';

function keepArrayGaps(this: unknown, key: string, value: unknown) {
  if (value !== undefined || !Array.isArray(this)) return value;
  return Object.hasOwn(this, key) ? UNDEFINED : HOLE;
}

function restoreArrayGaps(_key: string, value: unknown) {
  if (!Array.isArray(value) || !value.some((item) => item === HOLE || item === UNDEFINED)) return value;
  const restored: unknown[] = new Array(value.length);
  value.forEach((item, index) => {
    if (item !== HOLE) restored[index] = item === UNDEFINED ? undefined : item;
  });
  return restored;
}

const toJson = (value: unknown) => JSON.stringify(value, keepArrayGaps);
const fromJson = (json: string) => JSON.parse(json, restoreArrayGaps);

export function takeThemeSnapshot(theme: Theme): ThemeSnapshot {
  const defaultScheme = (theme.colorSchemes as Record<string, object>)[theme.defaultColorScheme];
  // Left out: what the skeleton gives, and the default scheme's members, copied from the scheme.
  const leftOut = new Set<string>([...FROM_SKELETON, ...Object.keys(defaultScheme)]);
  return {
    theme: toJson(Object.fromEntries(Object.entries(theme).filter(([key]) => !leftOut.has(key)))),
    themeVars: toJson(theme.generateThemeVars()),
    styleSheets: toJson(theme.generateStyleSheets()),
  };
}

/**
 * The theme of `snapshot`, with its functions. `options` are the ones the snapshot's theme was made
 * with, without `cssVariables` and `colorSchemes`: MUI's theme without variables, quick to make,
 * lends the functions that do not depend on the variables (breakpoints, typography, transitions,
 * the `sx` helpers).
 */
export function reviveTheme(snapshot: ThemeSnapshot, options: SkeletonOptions): Theme {
  const skeleton = createTheme(options);
  // Typed loosely on purpose: this fills in a theme's members one by one, as MUI's own code does.
  const theme = fromJson(snapshot.theme) as Record<string, unknown> & {
    cssVarPrefix: string;
    colorSchemeSelector: string;
    defaultColorScheme: string;
    colorSchemes: Record<string, Record<string, unknown> & { palette: { mode: 'light' | 'dark' } }>;
  };
  for (const key of FROM_SKELETON) theme[key] = skeleton[key];
  theme.getCssVar = createGetCssVar(theme.cssVarPrefix);
  // A palette's two functions depend on its contrast threshold and tonal offset, not on its mode
  // or colors; the skeleton's palette has the same (MUI's defaults).
  const { getContrastText, augmentColor } = skeleton.palette;
  for (const scheme of Object.values(theme.colorSchemes))
    Object.assign(scheme.palette, { getContrastText, augmentColor });
  // The default scheme's palette, opacity and overlays are the theme's own, the same objects.
  Object.assign(theme, theme.colorSchemes[theme.defaultColorScheme]);
  theme.generateThemeVars = () => fromJson(snapshot.themeVars);
  theme.generateStyleSheets = () => fromJson(snapshot.styleSheets);
  // With variables, the unit is `theme.vars.spacing` (from the snapshot), not a number.
  theme.generateSpacing = function generateSpacing(this: { spacing: unknown }) {
    return createSpacing(options.spacing, createUnarySpacing(this));
  };
  theme.getColorSchemeSelector = createGetColorSchemeSelector(theme.colorSchemeSelector);
  theme.spacing = (theme.generateSpacing as () => unknown)();
  theme.shouldSkipGeneratingVar = shouldSkipGeneratingVar;
  theme.toRuntimeSource = stringifyTheme;
  return theme as unknown as Theme;
}
