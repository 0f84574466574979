import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const INTENTIONS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'];
const SHADES = ['light', 'main', 'dark'];

// Material UI's defaults, not this site's branded theme.
const DEFAULTS = {
  light: createTheme({ palette: { mode: 'light' } }).palette,
  dark: createTheme({ palette: { mode: 'dark' } }).palette,
};

export default function PaletteDefaultColors() {
  const [mode, setMode] = React.useState('light');
  const palette = DEFAULTS[mode];

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, next) => next && setMode(next)}
        aria-label="Palette mode"
      >
        <ToggleButton value="light">Light</ToggleButton>
        <ToggleButton value="dark">Dark</ToggleButton>
      </ToggleButtonGroup>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 2,
        }}
      >
        {INTENTIONS.map((name) => (
          <div key={name}>
            <Typography component="dt" variant="subtitle2">
              {name}
            </Typography>
            {SHADES.map((shade) => (
              <Box
                component="dd"
                key={shade}
                sx={{
                  m: 0,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  py: 0.25,
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 28,
                    height: 20,
                    borderRadius: 0.5,
                    bgcolor: palette[name][shade],
                    border: 1,
                    borderColor: 'divider',
                  }}
                />
                <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
                  {shade} {palette[name][shade]}
                </Typography>
              </Box>
            ))}
          </div>
        ))}
      </Box>
    </Stack>
  );
}
