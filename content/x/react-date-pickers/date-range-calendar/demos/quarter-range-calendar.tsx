import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

// Three months side by side; the value's month is drawn in the middle one.
export default function QuarterRangeCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ overflowX: 'auto' }}>
        <Typography variant="body2">A campaign from 8 April to 24 May 2024, with the month before it in view.</Typography>
        <DateRangeCalendar
          calendars={3}
          currentMonthCalendarPosition={2}
          defaultValue={[dayjs('2024-04-08'), dayjs('2024-05-24')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
