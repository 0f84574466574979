'use client';
import DarkIcon from '@mui/icons-material/DarkModeOutlined';
import LightIcon from '@mui/icons-material/LightModeOutlined';
import SystemIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { parseMode } from '@/modules/color-scheme';
import { useSiteColorScheme } from '@/components/theme/color-scheme-store';
import { t } from '@/i18n';
import { SettingsSection } from './settings-section';

export function ModeSection() {
  const { mode, setMode } = useSiteColorScheme();
  return (
    <SettingsSection id="settings-mode" title={t('settings.mode')}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={mode ?? 'system'}
        onChange={(_, value: string | null) => value && setMode(parseMode(value))}
        aria-labelledby="settings-mode"
      >
        <ToggleButton value="light" data-testid="mode-light">
          <LightIcon fontSize="small" sx={{ mr: 1 }} />
          {t('settings.light')}
        </ToggleButton>
        <ToggleButton value="system" data-testid="mode-system">
          <SystemIcon fontSize="small" sx={{ mr: 1 }} />
          {t('settings.system')}
        </ToggleButton>
        <ToggleButton value="dark" data-testid="mode-dark">
          <DarkIcon fontSize="small" sx={{ mr: 1 }} />
          {t('settings.dark')}
        </ToggleButton>
      </ToggleButtonGroup>
    </SettingsSection>
  );
}
