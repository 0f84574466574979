import * as React from 'react';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SwitchCssVariables() {
  return (
    <Typography
      component="label"
      sx={{ display: 'flex', alignItems: 'center', gap: 2 }}
    >
      {/* Track and thumb sizes are CSS variables; colors can use the theme's palette variables. */}
      <Switch
        defaultChecked
        sx={{
          '--Switch-trackWidth': '52px',
          '--Switch-trackHeight': '32px',
          '--Switch-thumbSize': '26px',
          '--Switch-thumbShadow': '0 2px 4px rgb(0 0 0 / 0.25)',
          '--Switch-trackBackground': 'var(--joy-palette-neutral-300)',
          '&:hover': {
            '--Switch-trackBackground': 'var(--joy-palette-neutral-400)',
          },
          '&.Mui-checked': {
            '--Switch-trackBackground': 'var(--joy-palette-success-500)',
          },
          '&.Mui-checked:hover': {
            '--Switch-trackBackground': 'var(--joy-palette-success-600)',
          },
        }}
      />
      Low power mode
    </Typography>
  );
}
