import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function FieldPerEnd() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        defaultValue={[dayjs('2024-04-17T09:00'), dayjs('2024-04-19T17:00')]}
        ampm={false}
        format="DD MMM, HH:mm"
        slotProps={{
          textField: ({ position }) => ({
            label: position === 'start' ? 'Check-in' : 'Check-out',
            helperText: position === 'start' ? 'From 14:00' : 'Until 11:00',
            size: 'small',
          }),
          fieldSeparator: { children: '→', sx: { color: 'text.secondary' } },
        }}
      />
    </LocalizationProvider>
  );
}
