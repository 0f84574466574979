'use client';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { t } from '@/i18n';
import { SettingsSection } from './settings-section';
import { useThemeSettings } from './theme-settings-context';

export function DirectionSection() {
  const { settings, dispatch } = useThemeSettings();
  return (
    <SettingsSection id="settings-direction" title={t('settings.direction')}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={settings.direction}
        onChange={(_, value: 'ltr' | 'rtl' | null) =>
          value && dispatch({ type: 'CHANGE', payload: { direction: value } })
        }
        aria-labelledby="settings-direction"
      >
        <ToggleButton value="ltr" data-testid="direction-ltr">
          {t('settings.ltr')}
        </ToggleButton>
        <ToggleButton value="rtl" data-testid="direction-rtl">
          {t('settings.rtl')}
        </ToggleButton>
      </ToggleButtonGroup>
    </SettingsSection>
  );
}
