import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { THEME_ID, ThemeProvider } from '@mui/joy/styles';

// Options for every Button under the provider: default props and style overrides.
const buttonTheme = {
  components: {
    JoyButton: {
      defaultProps: { size: 'sm', variant: 'soft' },
      styleOverrides: {
        root: ({ ownerState }) => ({
          borderRadius: '999px',
          // Overrides can depend on props: outlined buttons get a thicker border.
          ...(ownerState.variant === 'outlined' && { borderWidth: 2 }),
        }),
      },
    },
  },
};

function Toolbar() {
  return (
    <Stack direction="row" spacing={1}>
      <Button>Duplicate</Button>
      <Button variant="outlined">Export</Button>
      <Button variant="solid" color="danger">
        Delete
      </Button>
    </Stack>
  );
}

export default function ThemeComponentOverrides() {
  return (
    <Stack spacing={2}>
      <Typography level="title-sm">Default theme</Typography>
      <Toolbar />
      <Typography level="title-sm">With components.JoyButton</Typography>
      {/* The same JSX: only the theme around it differs. */}
      <ThemeProvider theme={{ [THEME_ID]: buttonTheme }}>
        <Toolbar />
      </ThemeProvider>
    </Stack>
  );
}
