import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

export default function OneCalendarSingleInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <DateTimeRangePicker
          localeText={{ start: 'One calendar: start', end: 'One calendar: end' }}
          defaultValue={[dayjs('2024-04-17T09:00'), dayjs('2024-04-19T17:00')]}
          calendars={1}
        />
        <DateTimeRangePicker
          label="Maintenance window"
          defaultValue={[dayjs('2024-04-17T09:00'), dayjs('2024-04-19T17:00')]}
          slots={{ field: SingleInputDateTimeRangeField }}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
