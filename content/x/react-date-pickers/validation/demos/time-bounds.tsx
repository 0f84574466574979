import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimeBounds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker
          label="Morning delivery"
          defaultValue={dayjs('2024-04-17T09:30')}
          minTime={dayjs('2024-04-17T08:00')}
          maxTime={dayjs('2024-04-17T11:30')}
          slotProps={{ textField: { helperText: '08:00 to 11:30' } }}
        />
        <TimePicker
          label="Evening delivery"
          defaultValue={dayjs('2024-04-17T18:00')}
          minTime={dayjs('2024-04-17T17:00')}
          maxTime={dayjs('2024-04-17T21:00')}
          skipDisabled
          slotProps={{ textField: { helperText: 'Disabled times hidden' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
