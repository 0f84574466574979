import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

const confirmed = [dayjs('2024-04-15'), dayjs('2024-04-19')] as [dayjs.Dayjs, dayjs.Dayjs];

export default function LockedRangeCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        <Stack>
          <Typography variant="subtitle2" component="h3">
            Read-only: a confirmed booking
          </Typography>
          <DateRangeCalendar defaultValue={confirmed} calendars={1} readOnly />
        </Stack>
        <Stack>
          <Typography variant="subtitle2" component="h3">
            Disabled: bookings closed
          </Typography>
          <DateRangeCalendar defaultValue={confirmed} calendars={1} disabled />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
