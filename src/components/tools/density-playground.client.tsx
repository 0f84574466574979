'use client';
import AddIcon from '@mui/icons-material/AddRounded';
import RemoveIcon from '@mui/icons-material/RemoveRounded';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { DEFAULT_SPACING } from '@/modules/theme-settings';
import { useThemeSettings } from '@/components/settings/theme-settings-context';
import styles from './tools.module.css';

/**
 * Density controls for the playground page. They dispatch the same theme-settings actions as the
 * settings drawer, so the change reaches every demo on the page and the whole site (and persists).
 */
export function DensityPlayground() {
  const { settings, dispatch } = useThemeSettings();
  const labelId = useId();
  return (
    <div
      className={styles.panel}
      role="group"
      aria-label="Density playground"
      data-testid="density-playground"
    >
      <span id={labelId}>Spacing unit</span>
      <IconButton
        aria-label="Decrease spacing"
        disabled={settings.spacing <= 0}
        onClick={() => dispatch({ type: 'DECREASE_SPACING' })}
      >
        <RemoveIcon />
      </IconButton>
      <output aria-labelledby={labelId} data-testid="playground-spacing">
        {settings.spacing}px
      </output>
      <IconButton aria-label="Increase spacing" onClick={() => dispatch({ type: 'INCREASE_SPACING' })}>
        <AddIcon />
      </IconButton>
      <FormControlLabel
        control={
          <Switch
            checked={settings.dense}
            onChange={(event) => dispatch({ type: 'SET_DENSE', payload: event.target.checked })}
          />
        }
        label="Dense components"
      />
      <Button
        variant="outlined"
        disabled={!settings.dense && settings.spacing === DEFAULT_SPACING}
        onClick={() => dispatch({ type: 'RESET_DENSITY' })}
      >
        Reset density
      </Button>
    </div>
  );
}
