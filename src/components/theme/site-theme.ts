import snapshot from '@/generated/site-theme-snapshot.json';
import { createSiteTheme, siteSkeletonOptions, type SiteThemeSettings } from './create-site-theme';
import { reviveTheme } from './theme-snapshot';

const isSnapshotSettings = ({ dense, direction, paletteColors, spacing }: SiteThemeSettings) =>
  dense === snapshot.settings.dense &&
  direction === snapshot.settings.direction &&
  spacing === snapshot.settings.spacing &&
  paletteColors.primary === snapshot.settings.paletteColors.primary &&
  paletteColors.secondary === snapshot.settings.paletteColors.secondary;

// The JSON's strings type as `string`; they are the settings the prebuild wrote.
const reviveSnapshot = () =>
  reviveTheme(snapshot, siteSkeletonOptions(snapshot.settings as SiteThemeSettings));

/**
 * In the browser the default theme is revived when this module is evaluated, in the task that
 * evaluates the start-up scripts, rather than inside hydration's first render. Themes are not
 * changed after they are made, so every render can share it.
 */
let snapshotTheme = typeof window === 'undefined' ? undefined : reviveSnapshot();

/**
 * The site theme for these settings. With the defaults (every first render: the server's and the
 * hydration's, and most readers' for good) it is the theme revived from the build's snapshot, a few
 * milliseconds once per page load; other settings make it from scratch.
 */
export function siteTheme(settings: SiteThemeSettings) {
  if (!isSnapshotSettings(settings)) return createSiteTheme(settings);
  snapshotTheme ??= reviveSnapshot();
  return snapshotTheme;
}
