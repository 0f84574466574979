import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// Stays start on a Saturday, within the summer season; they may end on any day.
const startNotSaturday = (day: Dayjs, position: 'start' | 'end') => position === 'start' && day.day() !== 6;

export default function RangeValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        localeText={{ start: 'Arrival (Saturday)', end: 'Departure' }}
        defaultValue={[dayjs('2024-06-15'), dayjs('2024-06-22')]}
        minDate={dayjs('2024-06-01')}
        maxDate={dayjs('2024-09-30')}
        shouldDisableDate={startNotSaturday}
      />
    </LocalizationProvider>
  );
}
