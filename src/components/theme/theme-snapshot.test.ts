import { describe, expect, it } from 'vitest';
import { serializeStyles } from '@emotion/serialize';
import type { Interpolation } from '@emotion/serialize';
import type { Theme } from '@mui/material/styles';
import { initialThemeSettings } from '@/modules/theme-settings';
import { createSiteTheme, siteSkeletonOptions, type SiteThemeSettings } from './create-site-theme';
import { reviveTheme, takeThemeSnapshot } from './theme-snapshot';
import { siteTheme } from './site-theme';

/** Paths where the two values differ: missing or extra keys, other values, a function against data. */
function differences(made: unknown, revived: unknown, path = 'theme', seen = new Set<unknown>()): string[] {
  if (typeof made === 'function' || typeof revived === 'function') {
    return typeof made === typeof revived ? [] : [`${path}: ${typeof made} vs ${typeof revived}`];
  }
  if (made === null || revived === null || typeof made !== 'object' || typeof revived !== 'object') {
    return Object.is(made, revived) ? [] : [`${path}: ${String(made)} vs ${String(revived)}`];
  }
  if (seen.has(made)) return [];
  seen.add(made);
  const keys = new Set([...Object.keys(made), ...Object.keys(revived)]);
  return [...keys].flatMap((key) => {
    if (!(key in made)) return [`${path}.${key}: only in the revived theme`];
    if (!(key in revived)) return [`${path}.${key}: missing from the revived theme`];
    return differences(
      (made as Record<string, unknown>)[key],
      (revived as Record<string, unknown>)[key],
      `${path}.${key}`,
      seen,
    );
  });
}

/** What the theme's functions return, for calls that styled components and `sx` make. */
function functionResults(theme: Theme) {
  const palette = theme.colorSchemes.dark!.palette;
  return {
    spacing: [theme.spacing(1), theme.spacing(2, 'auto'), theme.spacing(0.5, 1, 2, 3), theme.spacing(-1)],
    breakpoints: [
      theme.breakpoints.up('md'),
      theme.breakpoints.down('sm'),
      theme.breakpoints.between('sm', 'lg'),
    ],
    containerQueries: [theme.containerQueries.up('md'), theme.containerQueries('sidebar').down(400)],
    transitions: [
      theme.transitions.create(['color', 'background-color']),
      theme.transitions.getAutoHeightDuration(300),
    ],
    pxToRem: theme.typography.pxToRem(14),
    applyStyles: [theme.applyStyles('dark', { color: 'red' }), theme.applyStyles('light', { color: 'blue' })],
    selector: [theme.getColorSchemeSelector('dark'), theme.getColorSchemeSelector('light')],
    cssVar: theme.getCssVar('palette-primary-main', 'palette-text-primary'),
    contrast: [theme.palette.getContrastText('#0b0d0e'), palette.getContrastText('#f5f5f5')],
    augment: palette.augmentColor({ color: { main: '#3366ff' } }),
    sx: serializeStyles([
      theme.unstable_sx({
        p: 2,
        mx: 'auto',
        color: 'primary.main',
        bgcolor: 'background.paper',
        borderRadius: 1,
      }) as Interpolation<unknown>,
    ]).styles,
    themeVars: theme.generateThemeVars(),
    styleSheets: theme.generateStyleSheets(),
    generatedSpacing: theme.generateSpacing()(3),
    skip: [
      theme.shouldSkipGeneratingVar(['typography'], ''),
      theme.shouldSkipGeneratingVar(['palette', 'primary'], ''),
    ],
  };
}

const settings = (overrides: Partial<SiteThemeSettings> = {}): SiteThemeSettings => {
  const { dense, direction, paletteColors, spacing } = initialThemeSettings;
  return { dense, direction, paletteColors, spacing, ...overrides };
};

describe('the site theme revived from its snapshot', () => {
  for (const [name, chosen] of [
    ['default settings', settings()],
    [
      'dense, right-to-left, 6px spacing, other colors',
      settings({
        dense: true,
        direction: 'rtl',
        spacing: 6,
        paletteColors: { primary: 'green', secondary: 'red' },
      }),
    ],
  ] as const) {
    it(`holds the same values and answers the same calls as createTheme's (${name})`, () => {
      const made = createSiteTheme(chosen);
      const revived = reviveTheme(takeThemeSnapshot(made), siteSkeletonOptions(chosen));
      expect(differences(made, revived)).toEqual([]);
      expect(functionResults(revived)).toEqual(functionResults(made));
    });
  }

  it('shares the default scheme palette with the theme, as MUI does', () => {
    const revived = reviveTheme(
      takeThemeSnapshot(createSiteTheme(settings())),
      siteSkeletonOptions(settings()),
    );
    expect(revived.palette).toBe(revived.colorSchemes.light!.palette);
  });

  it('gives each call of generateThemeVars a fresh object', () => {
    const revived = siteTheme(settings());
    expect(revived.generateThemeVars()).not.toBe(revived.generateThemeVars());
  });

  it('serializes a styled component the same from either theme (the class names match)', () => {
    const style = (theme: Theme) => ({
      color: theme.vars.palette.primary.main,
      padding: theme.spacing(1, 2),
      [theme.breakpoints.up('sm')]: { padding: theme.spacing(2) },
      ...theme.applyStyles('dark', { color: theme.vars.palette.primary.light }),
      ...theme.typography.body2,
    });
    const made = createSiteTheme(settings());
    const name = (theme: Theme) => serializeStyles([style(theme) as Interpolation<unknown>]).name;
    expect(name(siteTheme(settings()))).toBe(name(made));
  });

  it('comes from the build snapshot for the defaults only, and is made from scratch otherwise', () => {
    const fresh = createSiteTheme(settings());
    expect(differences(fresh, siteTheme(settings()))).toEqual([]);
    const other = settings({ spacing: 10 });
    expect(siteTheme(other).spacing(1)).toBe(createSiteTheme(other).spacing(1));
    expect(siteTheme(other).spacing(1)).not.toBe(siteTheme(settings()).spacing(1));
  });
});
