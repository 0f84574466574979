import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Weekends and two public holidays cannot be booked.
const holidays = ['2024-04-25', '2024-05-01'];
const isClosed = (day) =>
  day.day() === 0 || day.day() === 6 || holidays.includes(day.format('YYYY-MM-DD'));

export default function WeekdaysOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2024-04-17')}
        shouldDisableDate={isClosed}
      />
    </LocalizationProvider>
  );
}
