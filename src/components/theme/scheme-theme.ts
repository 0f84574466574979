import type { Theme } from '@mui/material/styles';

type SchemeName = 'light' | 'dark';
const composed = new WeakMap<Theme, Partial<Record<SchemeName, Theme>>>();

/**
 * The theme as a page in `scheme` sees it, composed the way MUI's CssVarsProvider composes it:
 * the generated variables, the scheme's members (palette, opacity, overlays) laid over the
 * theme's one level deep, and the typography made again for that palette. Styles read colours
 * through CSS variables either way; this keeps `theme.palette` (mode, colours) true to the scheme
 * for code that reads it directly.
 *
 * Cached per theme and scheme: the same object for the same inputs, so a theme context does not
 * change (and every styled element does not render again) unless one of them does.
 */
export function schemeTheme(theme: Theme, scheme: SchemeName): Theme {
  let byScheme = composed.get(theme);
  if (!byScheme) composed.set(theme, (byScheme = {}));
  let result = byScheme[scheme];
  if (!result) {
    // As the provider does: the variables without fallbacks (what the page's styles were built
    // with) and a spacing function that reads them.
    result = { ...theme, vars: theme.generateThemeVars?.() ?? theme.vars } as Theme;
    const spacing = (theme as { generateSpacing?: (this: Theme) => Theme['spacing'] }).generateSpacing;
    if (spacing) result.spacing = spacing.call(result);
    const members = (theme.colorSchemes?.[scheme] ?? {}) as Record<string, unknown>;
    const target = result as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(members)) {
      target[key] = value && typeof value === 'object' ? { ...(target[key] as object), ...value } : value;
    }
    byScheme[scheme] = result;
  }
  return result;
}
