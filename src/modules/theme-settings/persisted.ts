import '@/modules/zod-setup';
import { z } from 'zod';
import { PALETTE_COLOR_NAMES, initialThemeSettings, type ThemeSettings } from './reducer';

/** localStorage key for the settings the color-scheme script does not own. */
export const THEME_SETTINGS_STORAGE_KEY = 'mui-theme-settings';

const persistedSchema = z.object({
  dense: z.boolean().optional(),
  direction: z.enum(['ltr', 'rtl']).optional(),
  spacing: z.number().int().refine(Number.isSafeInteger).optional(),
  paletteColors: z
    .object({ primary: z.enum(PALETTE_COLOR_NAMES), secondary: z.enum(PALETTE_COLOR_NAMES) })
    .optional(),
});

export type PersistedThemeSettings = z.infer<typeof persistedSchema>;

/** Reads stored settings; anything unreadable is ignored so a corrupt entry never breaks the page. */
export function readPersistedSettings(raw: string | null): Partial<ThemeSettings> {
  if (!raw) return {};
  try {
    const result = persistedSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : {};
  } catch {
    return {};
  }
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
