'use client';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import {
  DEFAULT_PALETTE_COLORS,
  PALETTE_COLOR_NAMES,
  type PaletteColorName,
  type PaletteColors,
} from '@/modules/theme-settings';
import { swatchOf } from '@/components/theme/palette-colors';
import { useThemeSettings } from '@/components/settings/theme-settings-context';
import styles from './tools.module.css';

/** Radio swatches for one palette role; the value is a site palette color name. */
export function ColorPicker({
  role,
  value,
  onChange,
}: {
  role: keyof PaletteColors;
  value: PaletteColorName;
  onChange: (name: PaletteColorName) => void;
}) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{role === 'primary' ? 'Primary color' : 'Secondary color'}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={`playground-${role}`}
        value={value}
        onChange={(event) => onChange(event.target.value as PaletteColorName)}
      >
        {PALETTE_COLOR_NAMES.map((name) => (
          <FormControlLabel
            key={name}
            value={name}
            control={<Radio size="small" />}
            data-testid={`playground-${role}-${name}`}
            label={
              <span className={styles.swatchLabel}>
                <span className={styles.swatch} style={{ backgroundColor: swatchOf(name) }} />
                {name}
              </span>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * Primary and secondary pickers over the site's own color setting (the settings drawer's), so a
 * choice recolors the whole site, is stored with the other settings and follows the reader around.
 */
export function ColorPlayground() {
  const { settings, dispatch } = useThemeSettings();
  const isDefault =
    settings.paletteColors.primary === DEFAULT_PALETTE_COLORS.primary &&
    settings.paletteColors.secondary === DEFAULT_PALETTE_COLORS.secondary;
  return (
    <div className={styles.panel} data-testid="color-playground">
      {(['primary', 'secondary'] as const).map((role) => (
        <ColorPicker
          key={role}
          role={role}
          value={settings.paletteColors[role]}
          onChange={(name) =>
            dispatch({
              type: 'CHANGE',
              payload: { paletteColors: { ...settings.paletteColors, [role]: name } },
            })
          }
        />
      ))}
      <Button variant="outlined" disabled={isDefault} onClick={() => dispatch({ type: 'RESET_COLORS' })}>
        Reset colors
      </Button>
    </div>
  );
}
