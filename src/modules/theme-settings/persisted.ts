import {
  PALETTE_COLOR_NAMES,
  initialThemeSettings,
  type PaletteColorName,
  type ThemeSettings,
} from './reducer';

/** localStorage key for the settings the color-scheme script does not own. */
export const THEME_SETTINGS_STORAGE_KEY = 'mui-theme-settings';

export interface PersistedThemeSettings {
  dense?: boolean;
  direction?: 'ltr' | 'rtl';
  spacing?: number;
  paletteColors?: { primary: PaletteColorName; secondary: PaletteColorName };
}

const isColorName = (value: unknown): value is PaletteColorName =>
  (PALETTE_COLOR_NAMES as readonly unknown[]).includes(value);

/**
 * Checks what localStorage holds. Hand-written rather than a zod schema on purpose: this runs on
 * every page, and zod would add about 26 KB (brotli) to every first load for four fields.
 */
function parsePersisted(value: unknown): PersistedThemeSettings | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  // Unknown keys (say, from a newer release) are ignored, not fatal.
  const { dense, direction, spacing, paletteColors } = value as Record<string, unknown>;
  if (dense !== undefined && typeof dense !== 'boolean') return null;
  if (direction !== undefined && direction !== 'ltr' && direction !== 'rtl') return null;
  if (spacing !== undefined && !Number.isSafeInteger(spacing)) return null;
  if (paletteColors !== undefined) {
    const colors = paletteColors as Record<string, unknown> | null;
    if (typeof colors !== 'object' || colors === null) return null;
    if (!isColorName(colors.primary) || !isColorName(colors.secondary)) return null;
  }
  // Only the fields that are present: absent ones keep their defaults when merged.
  const present = Object.entries({ dense, direction, spacing, paletteColors }).filter(
    ([, v]) => v !== undefined,
  );
  return Object.fromEntries(present) as PersistedThemeSettings;
}

/** Reads stored settings; anything unreadable is ignored so a corrupt entry never breaks the page. */
export function readPersistedSettings(raw: string | null): Partial<ThemeSettings> {
  if (!raw) return {};
  let parsed: PersistedThemeSettings | null = null;
  try {
    parsed = parsePersisted(JSON.parse(raw));
  } catch {
    // Not JSON: reported below like any other unreadable value.
  }
  if (!parsed) {
    console.warn(
      `Ignoring the stored site settings (${THEME_SETTINGS_STORAGE_KEY}): unreadable, so the defaults apply.`,
    );
    return {};
  }
  return parsed;
}

/** Only what differs from the defaults is worth storing. */
export function serializeSettings(settings: ThemeSettings): string {
  const { dense, direction, spacing, paletteColors } = settings;
  const stored: PersistedThemeSettings = {};
  if (dense !== initialThemeSettings.dense) stored.dense = dense;
  if (direction !== initialThemeSettings.direction) stored.direction = direction;
  if (spacing !== initialThemeSettings.spacing) stored.spacing = spacing;
  if (
    paletteColors.primary !== initialThemeSettings.paletteColors.primary ||
    paletteColors.secondary !== initialThemeSettings.paletteColors.secondary
  ) {
    stored.paletteColors = paletteColors;
  }
  return JSON.stringify(stored);
}
