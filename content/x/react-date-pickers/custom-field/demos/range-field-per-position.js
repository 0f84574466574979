import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function RangeFieldPerPosition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2024-04-17'), null]}
        localeText={{ start: 'Departure', end: 'Return' }}
        slotProps={{
          // A function of the owner state: `position` tells which of the two inputs is rendered.
          textField: ({ position }) => ({
            color: position === 'start' ? 'primary' : 'secondary',
            helperText:
              position === 'start' ? 'Required' : 'Leave empty for one way',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
