import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { themeTokens } from './theme-tokens';

describe('themeTokens', () => {
  const tokens = themeTokens(createTheme(), createTheme({ palette: { mode: 'dark' } }));
  const color = (path: string) => tokens.colors.find((row) => row.path === path);

  it('reads both palettes from the themes', () => {
    const light = createTheme();
    const dark = createTheme({ palette: { mode: 'dark' } });
    expect(color('palette.primary.main')).toEqual({
      path: 'palette.primary.main',
      light: light.palette.primary.main,
      dark: dark.palette.primary.main,
    });
    // The dark default differs from the light one: the table is not one palette printed twice.
    expect(color('palette.background.default')?.light).not.toBe(color('palette.background.default')?.dark);
    expect(color('palette.divider')).toBeDefined();
    expect(tokens.colors).toHaveLength(6 * 4 + 3 + 2 + 5 + 1);
  });

  it('follows the options it is given', () => {
    const custom = createTheme({
      spacing: 4,
      shape: { borderRadius: 12 },
      palette: { primary: { main: '#00695c' } },
    });
    const rows = themeTokens(custom, custom);
    expect(rows.spacing.find((row) => row.factor === 2)?.value).toBe('8px');
    expect(rows.borderRadius).toBe(12);
    expect(rows.colors[0]).toMatchObject({ path: 'palette.primary.main', light: '#00695c' });
  });

  it('lists typography variants, breakpoints and z-index layers in order', () => {
    expect(tokens.typography.map((row) => row.variant)).toContain('overline');
    expect(tokens.typography[0].fontSize).toMatch(/rem$/);
    expect(tokens.breakpoints.map((row) => row.key)).toEqual(['xs', 'sm', 'md', 'lg', 'xl']);
    const layers = tokens.zIndex.map((row) => row.value);
    expect(layers).toEqual([...layers].sort((a, b) => a - b));
  });
});
