'use client';
import Button from '@mui/material/Button';
import { PALETTE_COLOR_NAMES, type PaletteColors } from '@/modules/theme-settings';
import { swatchOf } from '@/components/theme/palette-colors';
import { t } from '@/i18n';
import { SettingsSection } from './settings-section';
import { useThemeSettings } from './theme-settings-context';
import styles from './settings.module.css';

function Swatches({ role, label }: { role: keyof PaletteColors; label: string }) {
  const { settings, dispatch } = useThemeSettings();
  return (
    <>
      <p id={`swatches-${role}`} className={styles.heading}>
        {label}
      </p>
      <div role="radiogroup" aria-labelledby={`swatches-${role}`} className={styles.swatches}>
        {PALETTE_COLOR_NAMES.map((name) => (
          <button
            key={name}
            type="button"
            role="radio"
            aria-checked={settings.paletteColors[role] === name}
            aria-label={name}
            className={styles.swatch}
            style={{ backgroundColor: swatchOf(name) }}
            data-testid={`${role}-${name}`}
            onClick={() =>
              dispatch({
                type: 'CHANGE',
                payload: { paletteColors: { ...settings.paletteColors, [role]: name } },
              })
            }
          />
        ))}
      </div>
    </>
  );
}

export function ColorSection() {
  const { dispatch } = useThemeSettings();
  return (
    <SettingsSection id="settings-color" title={t('settings.color')}>
      <Swatches role="primary" label={t('settings.primary')} />
      <Swatches role="secondary" label={t('settings.secondary')} />
      <Button size="small" variant="outlined" onClick={() => dispatch({ type: 'RESET_COLORS' })}>
        {t('settings.resetColors')}
      </Button>
    </SettingsSection>
  );
}
