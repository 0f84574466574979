import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

// Pick-ups on weekdays only (the position tells start from end), within 17 April to 30 June 2024.
const noWeekendPickup = (day, position) =>
  position === 'start' && (day.day() === 0 || day.day() === 6);

export default function RentalWindowCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        referenceDate={dayjs('2024-04-17')}
        minDate={dayjs('2024-04-17')}
        maxDate={dayjs('2024-06-30')}
        shouldDisableDate={noWeekendPickup}
        sx={{
          '& .MuiPickersDay-root.Mui-disabled:not(.Mui-selected)': {
            color: 'text.secondary',
          },
        }}
      />
    </LocalizationProvider>
  );
}
