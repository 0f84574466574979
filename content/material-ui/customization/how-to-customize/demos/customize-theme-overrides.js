import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// Every Button and TextField under this theme changes, with no prop on any instance.
const formTheme = createTheme({
  shape: { borderRadius: 10 },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none', fontWeight: 700 } },
    },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
  },
});

function NewsletterForm({ idPrefix }) {
  return (
    <Stack spacing={1.5}>
      <TextField id={`${idPrefix}-email`} label="Email" type="email" />
      <Button variant="contained">Subscribe</Button>
    </Stack>
  );
}

export default function CustomizeThemeOverrides() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ width: '100%' }}
    >
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Default theme
        </Typography>
        <NewsletterForm idPrefix="overrides-default" />
      </Paper>
      <ThemeProvider theme={formTheme}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            With theme overrides
          </Typography>
          <NewsletterForm idPrefix="overrides-themed" />
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
