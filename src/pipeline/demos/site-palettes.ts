import { createSiteTheme } from '@/components/theme/create-site-theme';
import { initialThemeSettings } from '@/modules/theme-settings';
import type { SchemePalette } from '@/modules/sandbox';

let palettes: { light: SchemePalette; dark: SchemePalette } | undefined;

/** The default site theme's palettes, made once: what `var(--mui-palette-…)` reads on the site. */
export function sitePalettes() {
  if (!palettes) {
    const { colorSchemes } = createSiteTheme(initialThemeSettings);
    palettes = {
      light: colorSchemes.light!.palette as unknown as SchemePalette,
      dark: colorSchemes.dark!.palette as unknown as SchemePalette,
    };
  }
  return palettes;
}
