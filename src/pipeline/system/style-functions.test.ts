import * as system from '@mui/system';
import { describe, expect, it } from 'vitest';
import { STYLE_GROUPS } from '@/model/style-functions';
import { extractStyleFunctions } from './style-functions';

const groups = extractStyleFunctions();
const byProp = new Map(groups.flatMap((g) => g.props.map((p) => [p.prop, p] as const)));

describe('extractStyleFunctions over the installed @mui/system', () => {
  it('lists every group, each with the props its filterProps declares', () => {
    expect(groups.map((g) => g.name)).toEqual([...STYLE_GROUPS]);
    for (const group of groups) {
      const fn = (system as unknown as Record<string, { filterProps: string[] }>)[group.name];
      expect(group.props.map((p) => p.prop)).toEqual(fn.filterProps);
    }
  });

  it('maps shorthands to the CSS properties they write', () => {
    expect(byProp.get('mx')?.css).toEqual(['marginLeft', 'marginRight']);
    expect(byProp.get('py')?.css).toEqual(['paddingTop', 'paddingBottom']);
    expect(byProp.get('bgcolor')?.css).toEqual(['backgroundColor']);
    expect(byProp.get('displayPrint')).toMatchObject({ atRule: '@media print', css: ['display'] });
  });

  it('resolves examples through the default theme', () => {
    expect(byProp.get('mx')?.example).toEqual({
      value: 2,
      css: { marginLeft: '16px', marginRight: '16px' },
    });
    expect(byProp.get('width')?.example?.css).toEqual({ width: '50%' });
    expect(byProp.get('borderTop')?.example?.css).toEqual({ borderTop: '1px solid' });
    expect(byProp.get('zIndex')?.example?.css).toEqual({ zIndex: 1100 });
    expect(byProp.get('color')?.example?.css).toEqual({ color: '#1976d2' });
  });

  it('marks the typography variant prop as spreading a theme object', () => {
    const typography = byProp.get('typography')!;
    expect(typography.spreadsThemeValue).toBe(true);
    expect(Object.keys(typography.example!.css)).toEqual(
      expect.arrayContaining(['fontSize', 'lineHeight', 'fontWeight']),
    );
  });

  it('covers every prop of the default sx config that belongs to a group', () => {
    const grouped = new Set(byProp.keys());
    const ungrouped = Object.keys(system.unstable_defaultSxConfig).filter((key) => !grouped.has(key));
    // `font` is the only sx key no style function exports (it reads theme.font, a CSS-variables token).
    expect(ungrouped).toEqual(['font']);
  });
});

describe('styleFunctionTableMarkdown', () => {
  it('renders a group as a Markdown table with kebab-case CSS properties', async () => {
    const { styleFunctionTableMarkdown } = await import('./style-function-markdown');
    const table = styleFunctionTableMarkdown({ group: 'spacing' });
    expect(table.split('\n')[0]).toBe(
      '| Prop | CSS properties | Theme key | Example with the default theme |',
    );
    expect(table).toContain(
      '| `mx` | margin-left, margin-right | – | `2` → `margin-left: 16px; margin-right: 16px` |',
    );
    const spacing = groups.find((g) => g.name === 'spacing')!;
    expect(table.split('\n')).toHaveLength(2 + spacing.props.length);
  });

  it('names the known groups when the group is unknown', async () => {
    const { styleFunctionTableMarkdown } = await import('./style-function-markdown');
    expect(() => styleFunctionTableMarkdown({ group: 'colours' })).toThrow(
      /unknown group "colours".*borders/,
    );
  });
});
