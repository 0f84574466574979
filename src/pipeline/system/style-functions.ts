/**
 * The style functions of @mui/system, read from the installed package rather than typed by hand:
 * each group's `filterProps` lists the props it accepts, and calling the function with a probe
 * value shows which CSS properties each prop writes. Examples run against Material UI's default
 * theme, so theme keys (palette paths, spacing, shadows) resolve to real values.
 */
import * as system from '@mui/system';
import { createTheme } from '@mui/material/styles';
import { STYLE_GROUPS, type StyleGroup, type StyleGroupName, type StyleProp } from '@/model/style-functions';

type CssObject = Record<string, unknown>;
type StyleFunction = ((props: Record<string, unknown>) => CssObject | null) & { filterProps?: string[] };

interface SxConfigEntry {
  themeKey?: string;
  cssProperty?: string | false;
  transform?: unknown;
}

const PROBE = 'inherit';

/** A value that shows what the theme does to the prop; undefined when the value passes through. */
function exampleValue(group: StyleGroupName, prop: string, entry: SxConfigEntry | undefined) {
  if (group === 'spacing') return 2;
  if (prop === 'typography') return 'body2';
  if (prop === 'fontWeight') return 'fontWeightBold';
  if (prop === 'zIndex') return 'appBar';
  if (prop === 'boxShadow') return 1;
  if (prop === 'borderRadius') return 2;
  if (group === 'sizing' && prop !== 'boxSizing') return 0.5;
  if (entry?.themeKey === 'borders') return 1;
  if (entry?.themeKey === 'palette') return 'primary.main';
  return undefined;
}

function flatten(css: CssObject): { css: string[]; atRule?: string } {
  const keys = Object.keys(css);
  const atRule = keys.find((key) => key.startsWith('@'));
  if (atRule) return { atRule, css: Object.keys(css[atRule] as CssObject) };
  return { css: keys };
}

function styleFunction(name: string): StyleFunction {
  const fn = (system as unknown as Record<string, unknown>)[name] as StyleFunction | undefined;
  if (typeof fn !== 'function' || !Array.isArray(fn.filterProps)) {
    throw new Error(`@mui/system no longer exports the style function "${name}" with filterProps`);
  }
  return fn;
}

/** Every group with its props, the CSS each writes and a theme-aware example. */
export function extractStyleFunctions(): StyleGroup[] {
  const theme = createTheme();
  const sxConfig = system.unstable_defaultSxConfig as Record<string, SxConfigEntry>;
  return STYLE_GROUPS.map((name) => {
    const fn = styleFunction(name);
    const props = fn.filterProps!.map((prop): StyleProp => {
      const entry = sxConfig[prop];
      const probed = flatten(fn({ [prop]: PROBE, theme }) ?? {});
      const value = exampleValue(name, prop, entry);
      const example =
        value === undefined
          ? undefined
          : { value, css: (fn({ [prop]: value, theme }) ?? {}) as Record<string, string | number> };
      // `cssProperty: false` in the sx config: the theme value (a whole object) is spread as is, so
      // the properties written are those of the example's theme object, not of the probe.
      const spreadsThemeValue = entry?.cssProperty === false && !probed.atRule;
      if (spreadsThemeValue && example) probed.css = Object.keys(example.css);
      if (probed.css.length === 0) {
        throw new Error(`@mui/system: the "${name}" style function writes nothing for "${prop}"`);
      }
      return {
        prop,
        ...probed,
        ...(entry?.themeKey ? { themeKey: entry.themeKey } : {}),
        spreadsThemeValue,
        ...(example ? { example } : {}),
      };
    });
    return { name, props };
  });
}
