import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// The same instant: a flight leaving Tokyo at 10:00 local time.
const departure = dayjs.tz('2024-04-17T10:00', 'Asia/Tokyo');

export default function ValueZoneVsProp() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="In the value's zone (Tokyo)"
          defaultValue={departure}
          ampm={false}
        />
        <DateTimePicker
          label="Europe/Paris (timezone prop)"
          defaultValue={departure}
          timezone="Europe/Paris"
          ampm={false}
        />
        <DateTimePicker
          label="UTC (timezone prop)"
          defaultValue={departure}
          timezone="UTC"
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
