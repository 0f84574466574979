import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// Office hours are 9:00 to 17:00 in Toronto, checked in Toronto time.
export default function ZonedValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Call (Toronto time)"
        timezone="America/Toronto"
        defaultValue={dayjs.utc('2024-04-17T14:00:00Z')}
        minTime={dayjs.tz('2024-04-17T09:00', 'America/Toronto')}
        maxTime={dayjs.tz('2024-04-17T17:00', 'America/Toronto')}
        ampm={false}
        slotProps={{ textField: { helperText: '09:00 to 17:00 in Toronto' } }}
      />
    </LocalizationProvider>
  );
}
