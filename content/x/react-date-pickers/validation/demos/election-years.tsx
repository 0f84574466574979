import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// Reports exist only for election years (every four years from 2008).
const noElection = (year: Dayjs) => (year.year() - 2008) % 4 !== 0;

export default function ElectionYears() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <YearCalendar
        defaultValue={dayjs('2024-01-01')}
        minDate={dayjs('2008-01-01')}
        maxDate={dayjs('2028-12-31')}
        shouldDisableYear={noElection}
      />
    </LocalizationProvider>
  );
}
