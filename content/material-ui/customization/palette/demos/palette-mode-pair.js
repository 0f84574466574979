import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// One brand, two modes: the dark palette uses a lighter primary, and the neutral tokens
// (background, text, divider) come from `mode`.
const light = createTheme({
  palette: { mode: 'light', primary: { main: '#00695c' } },
});
const dark = createTheme({
  palette: { mode: 'dark', primary: { main: '#80cbc4' } },
});

function Panel({ theme, label }) {
  return (
    <ThemeProvider theme={theme}>
      <Paper sx={{ p: 2, flex: 1 }} elevation={2}>
        <Typography variant="subtitle2" component="h3">
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          background.paper {theme.palette.background.paper}, text.primary{' '}
          {theme.palette.text.primary}
        </Typography>
        <Stack spacing={1.5}>
          <Alert severity="success" variant="outlined">
            Backup completed
          </Alert>
          <Button variant="contained" sx={{ alignSelf: 'flex-start' }}>
            Restore
          </Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}

export default function PaletteModePair() {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ width: '100%' }}
    >
      <Panel theme={light} label="mode: 'light'" />
      <Panel theme={dark} label="mode: 'dark'" />
    </Stack>
  );
}
