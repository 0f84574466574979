import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const day = dayjs('2027-03-15');

export default function ShiftTimes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeField
          label="Shift starts (24 h)"
          defaultValue={day.hour(7).minute(30)}
          format="HH:mm"
        />
        <TimeField
          label="Shift ends (12 h)"
          defaultValue={day.hour(16)}
          ampm
          minTime={day.hour(8)}
          slotProps={{ textField: { helperText: 'No earlier than 8:00 AM' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
