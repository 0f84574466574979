import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// styleOverrides.root as a function: the style depends on each alert's own props (ownerState).
const alertTheme = createTheme({
  components: {
    MuiAlert: {
      styleOverrides: {
        root: ({ ownerState, theme }) => ({
          borderRadius: theme.shape.borderRadius * 2,
          // A colored edge on the side where text starts, for outlined alerts only.
          ...(ownerState.variant === 'outlined' && {
            borderInlineStartWidth: 6,
          }),
          // Errors get heavier text, whatever their variant.
          ...(ownerState.severity === 'error' && { fontWeight: 600 }),
        }),
      },
    },
  },
});

export default function ThemeOverridesOwnerState() {
  return (
    <ThemeProvider theme={alertTheme}>
      <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 480 }}>
        <Alert variant="outlined" severity="info">
          Your export is being prepared.
        </Alert>
        <Alert variant="outlined" severity="error">
          The payment failed. Check the card details.
        </Alert>
        <Alert severity="success">Settings saved.</Alert>
      </Stack>
    </ThemeProvider>
  );
}
