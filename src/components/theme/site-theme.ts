import snapshot from '@/generated/site-theme-snapshot.json';
import { createSiteTheme, siteSkeletonOptions, type SiteThemeSettings } from './create-site-theme';
import { reviveTheme } from './theme-snapshot';

const isSnapshotSettings = ({ dense, direction, paletteColors, spacing }: SiteThemeSettings) =>
  dense === snapshot.settings.dense &&
  direction === snapshot.settings.direction &&
  spacing === snapshot.settings.spacing &&
  paletteColors.primary === snapshot.settings.paletteColors.primary &&
  paletteColors.secondary === snapshot.settings.paletteColors.secondary;

/**
 * The site theme for these settings. With the defaults (every first render: the server's and the
 * hydration's, and most readers' for good) it is rebuilt from the build's snapshot, a few
 * milliseconds; other settings make it from scratch.
 */
export function siteTheme(settings: SiteThemeSettings) {
  return isSnapshotSettings(settings)
    ? reviveTheme(snapshot, siteSkeletonOptions(settings))
    : createSiteTheme(settings);
}
