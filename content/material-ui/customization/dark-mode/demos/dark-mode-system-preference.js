import * as React from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const lightTheme = createTheme({ palette: { mode: 'light' } });
const darkTheme = createTheme({ palette: { mode: 'dark' } });

// Follows the operating system's setting, and updates live when it changes.
export default function DarkModeSystemPreference() {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const theme = prefersDark ? darkTheme : lightTheme;

  return (
    <ThemeProvider theme={theme}>
      <Paper elevation={3} sx={{ p: 2.5, maxWidth: 360 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h3">
            Weather widget
          </Typography>
          <Chip
            size="small"
            label={prefersDark ? 'System: dark' : 'System: light'}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Change your operating system&apos;s appearance setting and this card
          follows, without a reload. Its theme comes from{' '}
          <code>useMediaQuery(&apos;(prefers-color-scheme: dark)&apos;)</code>.
        </Typography>
      </Paper>
    </ThemeProvider>
  );
}
