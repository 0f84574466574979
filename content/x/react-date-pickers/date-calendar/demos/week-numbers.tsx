import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function WeekNumbers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2024-04-17')}
        displayWeekNumber
        showDaysOutsideCurrentMonth
        fixedWeekNumber={6}
        // The default week-number grey is too faint to read; the secondary text colour is not.
        sx={{ '& .MuiDayCalendar-weekNumber': { color: 'text.secondary' } }}
      />
    </LocalizationProvider>
  );
}
