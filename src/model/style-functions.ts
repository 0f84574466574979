/** What the prebuild reads of @mui/system's style functions, for /system/properties/. */
/** The groups documented on /system/properties/, in page order. */
export const STYLE_GROUPS = [
  'borders',
  'display',
  'flexbox',
  'grid',
  'palette',
  'positions',
  'shadows',
  'sizing',
  'spacing',
  'typography',
] as const;

export type StyleGroupName = (typeof STYLE_GROUPS)[number];

export interface StyleProp {
  prop: string;
  /** CSS properties the prop writes (camelCase, as the function returns them). */
  css: string[];
  /** Set when the declarations sit inside an at-rule, e.g. `@media print`. */
  atRule?: string;
  /** Where in the theme values are looked up (`palette`, `shape.borderRadius`...). */
  themeKey?: string;
  /** True when the prop spreads a whole theme object (a typography variant) instead of one property. */
  spreadsThemeValue: boolean;
  /** One value and the CSS it produces with the default Material UI theme, when the theme changes it. */
  example?: { value: string | number; css: Record<string, string | number> };
}

export interface StyleGroup {
  name: StyleGroupName;
  /** Whether the package also exports a function per prop (`borderTop`, `gap`...). */
  props: StyleProp[];
}
