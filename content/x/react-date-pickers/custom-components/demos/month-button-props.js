import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

// Quarter boundaries drawn with a border on each first month of a quarter.
export default function MonthButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MonthCalendar
        defaultValue={dayjs('2024-04-17')}
        monthsPerRow={3}
        slotProps={{
          monthButton: {
            sx: {
              fontWeight: 'bold',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
