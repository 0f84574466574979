import * as React from 'react';
import dayjs from 'dayjs';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// The augmentation import types the picker keys of theme.components.
const pickersTheme = createTheme({
  components: {
    MuiDatePicker: { defaultProps: { format: 'YYYY-MM-DD', displayWeekNumber: true } },
    MuiDateTimePicker: { defaultProps: { ampm: false, format: 'YYYY-MM-DD HH:mm' } },
  },
});

export default function ThemeDefaultProps() {
  return (
    <ThemeProvider theme={pickersTheme}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DatePicker label="ISO date from the theme" defaultValue={dayjs('2024-04-17')} />
            <DateTimePicker label="24-hour time from the theme" defaultValue={dayjs('2024-04-17T18:20')} />
          </Stack>
        </Paper>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
