/**
 * The storage contract shared by the inline pre-paint script, the theme provider and analytics.
 * It matches MUI's InitColorSchemeScript defaults so a reader's choice survives across MUI-based sites.
 */
export const COLOR_SCHEME_CONFIG = {
  modeStorageKey: 'mui-mode',
  colorSchemeStorageKey: 'mui-color-scheme',
  defaultMode: 'system',
  /** The class the pre-paint script puts on <html>: `.light` or `.dark`. */
  attribute: 'class',
  colorSchemes: ['light', 'dark'],
} as const;

export type Mode = 'light' | 'dark' | 'system';
export type ColorSchemeName = (typeof COLOR_SCHEME_CONFIG.colorSchemes)[number];

export function parseMode(raw: string | null | undefined): Mode {
  return raw === 'light' || raw === 'dark' || raw === 'system' ? raw : COLOR_SCHEME_CONFIG.defaultMode;
}

export function resolveMode(mode: Mode, prefersDark: boolean): 'light' | 'dark' {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}

/** Logs, rather than throws, so a stale stored name can never take the page down. */
export function isKnownColorScheme(name: string): name is ColorSchemeName {
  if ((COLOR_SCHEME_CONFIG.colorSchemes as readonly string[]).includes(name)) return true;
  console.error(`\`${name}\` does not exist in \`theme.colorSchemes\`.`);
  return false;
}
