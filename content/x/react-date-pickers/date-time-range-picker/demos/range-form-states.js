import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function RangeFormStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateTimeRangePicker
          localeText={{ start: 'Booked from', end: 'Booked until' }}
          defaultValue={[dayjs('2024-04-17T09:00'), dayjs('2024-04-19T17:00')]}
          readOnly
        />
        <DateTimeRangePicker
          localeText={{ start: 'Archived from', end: 'Archived until' }}
          defaultValue={[dayjs('2024-04-17T09:00'), dayjs('2024-04-19T17:00')]}
          disabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
