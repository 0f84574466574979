import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function YearButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <YearCalendar
        defaultValue={dayjs('2024-04-17')}
        minDate={dayjs('2015-01-01')}
        maxDate={dayjs('2030-12-31')}
        yearsPerRow={4}
        slotProps={{ yearButton: { sx: { borderRadius: 1, border: 1, borderColor: 'divider' } } }}
      />
    </LocalizationProvider>
  );
}
