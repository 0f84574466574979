import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// dateFormats changes the adapter's named formats for every component inside the provider.
export default function ProviderDateFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={{ keyboardDate: 'DD.MM.YYYY', month: 'MMM' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        <DatePicker label="Field uses keyboardDate" defaultValue={dayjs('2024-04-17')} />
        <DateCalendar defaultValue={dayjs('2024-04-17')} />
      </Stack>
    </LocalizationProvider>
  );
}
