export type Direction = 'ltr' | 'rtl';
export type PaletteMode = 'light' | 'dark';

/** Colour names the settings offer; each maps to a palette in the branding theme. */
export const PALETTE_COLOR_NAMES = [
  'blue',
  'indigo',
  'purple',
  'pink',
  'red',
  'orange',
  'amber',
  'green',
  'teal',
  'cyan',
  'grey',
] as const;
export type PaletteColorName = (typeof PALETTE_COLOR_NAMES)[number];

export interface PaletteColors {
  primary: PaletteColorName;
  secondary: PaletteColorName;
}

export interface ThemeSettings {
  dense: boolean;
  direction: Direction;
  paletteColors: PaletteColors;
  spacing: number;
  paletteMode: PaletteMode;
}

export const DEFAULT_SPACING = 8;
export const DEFAULT_PALETTE_COLORS: PaletteColors = { primary: 'blue', secondary: 'purple' };

export const initialThemeSettings: ThemeSettings = {
  dense: false,
  direction: 'ltr',
  paletteColors: DEFAULT_PALETTE_COLORS,
  spacing: DEFAULT_SPACING,
  paletteMode: 'light',
};

export type ThemeSettingsAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | {
      type: 'CHANGE';
      payload: Partial<Pick<ThemeSettings, 'paletteMode' | 'direction' | 'paletteColors'>>;
    };

function assertSafeSpacing(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new RangeError(
      `Theme spacing must be a safe integer between ${Number.MIN_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}, got ${String(value)}.`,
    );
  }
  return value;
}

function assertChange(
  payload: unknown,
): asserts payload is Extract<ThemeSettingsAction, { type: 'CHANGE' }>['payload'] {
  if (typeof payload !== 'object' || payload === null) {
    throw new TypeError('CHANGE needs an object payload.');
  }
  const { paletteMode, direction, paletteColors } = payload as Record<string, unknown>;
  if (paletteMode !== undefined && paletteMode !== 'light' && paletteMode !== 'dark') {
    throw new TypeError(`Unknown palette mode ${String(paletteMode)}.`);
  }
  if (direction !== undefined && direction !== 'ltr' && direction !== 'rtl') {
    throw new TypeError(`Unknown direction ${String(direction)}.`);
  }
  if (paletteColors !== undefined) {
    const colors = paletteColors as Record<string, unknown>;
    for (const key of ['primary', 'secondary']) {
      if (!(PALETTE_COLOR_NAMES as readonly unknown[]).includes(colors?.[key])) {
        throw new TypeError(`Unknown ${key} color ${String(colors?.[key])}.`);
      }
    }
  }
}

/**
 * The only way theme settings change. Throws on an unknown action or a value out of range;
 * callers keep the previous state when it does.
 */
export function themeSettingsReducer(state: ThemeSettings, action: ThemeSettingsAction): ThemeSettings {
  switch (action.type) {
    case 'SET_SPACING':
      return { ...state, spacing: assertSafeSpacing(action.payload) };
    case 'INCREASE_SPACING':
      return { ...state, spacing: assertSafeSpacing(state.spacing + 1) };
    case 'DECREASE_SPACING':
      return { ...state, spacing: assertSafeSpacing(state.spacing - 1) };
    case 'SET_DENSE':
      if (typeof action.payload !== 'boolean') throw new TypeError('SET_DENSE needs a boolean.');
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: false, spacing: DEFAULT_SPACING };
    case 'RESET_COLORS':
      return { ...state, paletteColors: DEFAULT_PALETTE_COLORS };
    case 'CHANGE':
      assertChange(action.payload);
      return { ...state, ...action.payload };
    default:
      throw new Error(`Unrecognized type ${(action as { type?: unknown }).type}`);
  }
}

/** Whether two settings say the same thing (colors compared by name, not by object). */
export function sameThemeSettings(a: ThemeSettings, b: ThemeSettings): boolean {
  return (
    a.dense === b.dense &&
    a.direction === b.direction &&
    a.spacing === b.spacing &&
    a.paletteMode === b.paletteMode &&
    a.paletteColors.primary === b.paletteColors.primary &&
    a.paletteColors.secondary === b.paletteColors.secondary
  );
}
