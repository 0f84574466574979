import { initialThemeSettings } from '@/modules/theme-settings';
import { createSiteTheme, type SiteThemeSettings } from './create-site-theme';

const DEFAULT_SETTINGS: SiteThemeSettings = {
  dense: initialThemeSettings.dense,
  direction: initialThemeSettings.direction,
  paletteColors: initialThemeSettings.paletteColors,
  spacing: initialThemeSettings.spacing,
};

const isDefaultSettings = ({ dense, direction, paletteColors, spacing }: SiteThemeSettings) =>
  dense === DEFAULT_SETTINGS.dense &&
  direction === DEFAULT_SETTINGS.direction &&
  spacing === DEFAULT_SETTINGS.spacing &&
  paletteColors.primary === DEFAULT_SETTINGS.paletteColors.primary &&
  paletteColors.secondary === DEFAULT_SETTINGS.paletteColors.secondary;

/**
 * In the browser the default theme is made when this module is evaluated, in the task that
 * evaluates the start-up scripts, rather than inside hydration's first render
 * (docs/decisions/0004-theme-and-mode.md). Themes are not changed after they are made, so every
 * render shares it.
 */
let defaultTheme = typeof window === 'undefined' ? undefined : createSiteTheme(DEFAULT_SETTINGS);

/**
 * The site theme for these settings, made with MUI's `createTheme` (create-site-theme.ts). The
 * defaults (every first render, and most readers' for good) share one theme per process or page
 * load; other settings make their own.
 */
export function siteTheme(settings: SiteThemeSettings) {
  if (!isDefaultSettings(settings)) return createSiteTheme(settings);
  defaultTheme ??= createSiteTheme(DEFAULT_SETTINGS);
  return defaultTheme;
}
