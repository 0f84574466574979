import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// Range pickers take the same prop: a trade fair's days, in Las Vegas time.
export default function RangeInZone() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        localeText={{
          start: 'Fair opens (Las Vegas)',
          end: 'Fair closes (Las Vegas)',
        }}
        timezone="America/Los_Angeles"
        defaultValue={[
          dayjs.utc('2024-04-17T16:00:00Z'),
          dayjs.utc('2024-04-20T16:00:00Z'),
        ]}
      />
    </LocalizationProvider>
  );
}
