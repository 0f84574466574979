import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
// Root imports work as well as the per-component paths used elsewhere on this page.
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, LocalizationProvider } from '@mui/x-date-pickers';
import { DateRangePicker } from '@mui/x-date-pickers-pro';

export default function PackageImports() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DatePicker label="From @mui/x-date-pickers" defaultValue={dayjs('2024-04-17')} />
        <DateRangePicker
          localeText={{ start: 'Pro start', end: 'Pro end' }}
          defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-21')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
