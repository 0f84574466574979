import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// No value yet: the calendar opens on July 2024, the start of next quarter, instead of today's month.
export default function NextQuarterStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar referenceDate={dayjs('2024-07-01')} />
    </LocalizationProvider>
  );
}
