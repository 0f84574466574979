import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Empty pickers that open on the festival month, and on 20:00 for the time.
export default function ReferenceDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Festival day" referenceDate={dayjs('2024-07-12')} />
        <TimePicker
          label="Show time"
          referenceDate={dayjs('2024-07-12T20:00')}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
