import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function RangeSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2024-04-17'), dayjs('2024-04-24')]}
        localeText={{ start: 'From', end: 'Until' }}
        slotProps={{
          fieldSeparator: { children: 'to', sx: { color: 'text.secondary' } },
          fieldRoot: { spacing: 1 },
        }}
      />
    </LocalizationProvider>
  );
}
