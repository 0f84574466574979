import Autocomplete from '@mui/material/Autocomplete';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// Every Autocomplete under this theme gets these option styles: set once, not per field.
const theme = createTheme({
  components: {
    MuiAutocomplete: {
      defaultProps: { autoHighlight: true },
      styleOverrides: {
        option: ({ theme }) => ({
          borderBottom: `1px solid ${theme.palette.divider}`,
          '&.Mui-focused': { backgroundColor: theme.palette.action.selected },
        }),
        listbox: { paddingBlock: 0 },
      },
    },
  },
});

export default function ThemedOptions() {
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Autocomplete
            id="themed-weekday"
            options={['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']}
            sx={{ width: 220 }}
            renderInput={(params) => <TextField {...params} label="Weekday" />}
          />
          <Autocomplete
            id="themed-month"
            options={['January', 'February', 'March', 'April', 'May', 'June']}
            sx={{ width: 220 }}
            renderInput={(params) => <TextField {...params} label="Month" />}
          />
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
