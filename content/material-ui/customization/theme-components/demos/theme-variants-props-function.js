import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// variants match on props: an object for exact values, a function for anything else.
const actionTheme = createTheme({
  components: {
    MuiButton: {
      styleOverrides: {
        root: {
          variants: [
            // Every destructive outlined button gets a thicker border.
            {
              props: { variant: 'outlined', color: 'error' },
              style: { borderWidth: 2, '&:hover': { borderWidth: 2 } },
            },
            // Large buttons that are not full width get a minimum width, so short labels
            // still make a comfortable target.
            {
              props: ({ ownerState }) =>
                ownerState.size === 'large' && !ownerState.fullWidth,
              style: { minWidth: 180 },
            },
          ],
        },
      },
    },
  },
});

export default function ThemeVariantsPropsFunction() {
  return (
    <ThemeProvider theme={actionTheme}>
      <Stack
        spacing={2}
        sx={{ alignItems: 'flex-start', width: '100%', maxWidth: 420 }}
      >
        <Stack direction="row" spacing={1}>
          <Button variant="outlined">Keep</Button>
          <Button variant="outlined" color="error">
            Remove
          </Button>
        </Stack>
        <Button variant="contained" size="large">
          Go
        </Button>
        <Button variant="contained" size="large" fullWidth>
          Go (full width: no minimum)
        </Button>
      </Stack>
    </ThemeProvider>
  );
}
