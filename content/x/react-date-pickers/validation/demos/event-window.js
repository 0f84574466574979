import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function EventWindow() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* One continuous window: from Friday 18:00 to Sunday 12:00. */}
        <DateTimePicker
          label="Hackathon check-in"
          defaultValue={dayjs('2024-04-19T19:00')}
          minDateTime={dayjs('2024-04-19T18:00')}
          maxDateTime={dayjs('2024-04-21T12:00')}
          ampm={false}
        />
        {/* Daily hours, compared with the full date-time instead of the time of each day. */}
        <DateTimePicker
          label="Badge pick-up"
          defaultValue={dayjs('2024-04-19T18:30')}
          minTime={dayjs('2024-04-19T18:00')}
          maxTime={dayjs('2024-04-21T12:00')}
          disableIgnoringDatePartForTimeValidation
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
