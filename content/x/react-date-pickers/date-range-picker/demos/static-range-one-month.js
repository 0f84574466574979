import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';

const start = dayjs('2027-08-09');

export default function StaticRangeOneMonth() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        calendars={1}
        defaultValue={[start, start.add(4, 'day')]}
        shouldDisableDate={(day) => day.day() === 0}
        slotProps={{ actionBar: { actions: ['clear', 'accept'] } }}
      />
    </LocalizationProvider>
  );
}
