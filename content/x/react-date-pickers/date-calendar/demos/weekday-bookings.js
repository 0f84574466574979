import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const holidays = ['2024-05-01', '2024-05-08'];
const isClosed = (day) =>
  day.day() === 0 || day.day() === 6 || holidays.includes(day.format('YYYY-MM-DD'));

// Bookable from 17 April to 31 May 2024, on weekdays that are not public holidays.
export default function WeekdayBookings() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2024-04-17')}
        minDate={dayjs('2024-04-17')}
        maxDate={dayjs('2024-05-31')}
        shouldDisableDate={isClosed}
        sx={{
          '& .MuiPickersDay-root.Mui-disabled:not(.Mui-selected)': {
            color: 'text.secondary',
          },
        }}
      />
    </LocalizationProvider>
  );
}
