import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// Every TextField under this theme gets the filled variant, a small size and square corners:
// defaults and styles set once, not on each field.
const formTheme = createTheme({
  components: {
    MuiTextField: {
      defaultProps: { variant: 'filled', size: 'small', fullWidth: true },
    },
    MuiFilledInput: {
      styleOverrides: {
        root: { borderRadius: 0 },
      },
    },
    MuiInputLabel: {
      styleOverrides: { root: { fontWeight: 500 } },
    },
  },
});

export default function ThemeOverridesFields() {
  return (
    <ThemeProvider theme={formTheme}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 360 }}>
        <Stack spacing={2}>
          <TextField id="themed-company" label="Company" />
          <TextField id="themed-vat" label="VAT number" />
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
