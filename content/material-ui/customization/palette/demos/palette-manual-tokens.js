import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// Same main color; one theme lets createTheme compute the other tokens, the other sets them all
// (a design system's exact values).
const computed = createTheme({ palette: { primary: { main: '#1d4ed8' } } });
const manual = createTheme({
  palette: {
    primary: {
      main: '#1d4ed8',
      light: '#93b4f5',
      dark: '#172f7a',
      contrastText: '#ffffff',
    },
  },
});

function Sample({ title, theme }) {
  const { light, main, dark } = theme.palette.primary;
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {title}
        </Typography>
        <Typography
          variant="caption"
          component="p"
          sx={{ fontFamily: 'monospace', mb: 1.5 }}
        >
          light {light} / main {main} / dark {dark}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained">Save</Button>
          <Button variant="outlined">Preview</Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}

export default function PaletteManualTokens() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ width: '100%' }}
    >
      <Sample title="Computed from main" theme={computed} />
      <Sample title="Every token set by hand" theme={manual} />
    </Stack>
  );
}
