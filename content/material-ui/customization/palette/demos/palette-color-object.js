import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deepPurple, teal } from '@mui/material/colors';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// A whole hue object as a palette color: createTheme takes 500 as main, 300 as light and
// 700 as dark, and computes contrastText.
const hueTheme = createTheme({ palette: { primary: deepPurple, secondary: teal } });

export default function PaletteColorObject() {
  const { primary, secondary } = hueTheme.palette;
  return (
    <ThemeProvider theme={hueTheme}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1}>
          <Button variant="contained">Primary (deepPurple)</Button>
          <Button variant="outlined" color="secondary">
            Secondary (teal)
          </Button>
        </Stack>
        <Typography variant="body2" component="div" sx={{ fontFamily: 'monospace' }}>
          primary: light {primary.light} / main {primary.main} / dark {primary.dark}
          <br />
          secondary: light {secondary.light} / main {secondary.main} / dark{' '}
          {secondary.dark}
        </Typography>
      </Stack>
    </ThemeProvider>
  );
}
