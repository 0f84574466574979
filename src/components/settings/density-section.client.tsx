'use client';
import AddIcon from '@mui/icons-material/AddRounded';
import RemoveIcon from '@mui/icons-material/RemoveRounded';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import { t } from '@/i18n';
import { SettingsSection } from './settings-section';
import { useThemeSettings } from './theme-settings-context';
import styles from './settings.module.css';

export function DensitySection() {
  const { settings, dispatch } = useThemeSettings();
  return (
    <SettingsSection id="settings-density" title={t('settings.density')}>
      <FormControlLabel
        control={
          <Switch
            checked={settings.dense}
            onChange={(event) => dispatch({ type: 'SET_DENSE', payload: event.target.checked })}
          />
        }
        label={t('settings.dense')}
      />
      <div className={styles.row}>
        <span id="spacing-label">{t('settings.spacing')}</span>
        <IconButton
          aria-label={t('settings.decreaseSpacing')}
          disabled={settings.spacing <= 0}
          onClick={() => dispatch({ type: 'DECREASE_SPACING' })}
        >
          <RemoveIcon />
        </IconButton>
        <output aria-labelledby="spacing-label" data-testid="spacing-value">
          {settings.spacing}px
        </output>
        <IconButton
          aria-label={t('settings.increaseSpacing')}
          onClick={() => dispatch({ type: 'INCREASE_SPACING' })}
        >
          <AddIcon />
        </IconButton>
        <Button size="small" onClick={() => dispatch({ type: 'RESET_DENSITY' })}>
          {t('settings.resetDensity')}
        </Button>
      </div>
    </SettingsSection>
  );
}
