import * as React from 'react';
import dayjs from 'dayjs';
import en from 'dayjs/locale/en';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Register an English locale whose weeks start on Monday, without changing the global locale.
dayjs.locale({ ...en, name: 'en-monday', weekStart: 1 }, undefined, true);

export default function WeekStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-monday">
      <DateCalendar
        defaultValue={dayjs('2024-04-17')}
        displayWeekNumber
        // The default week-number grey is too faint to read; the secondary text colour is not.
        sx={{ '& .MuiDayCalendar-weekNumber': { color: 'text.secondary' } }}
      />
    </LocalizationProvider>
  );
}
