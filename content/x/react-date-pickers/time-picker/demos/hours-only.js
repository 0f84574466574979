import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Only whole hours: no minutes view, and a format without minutes.
export default function HoursOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Parking hour"
        views={['hours']}
        format="hh A"
        defaultValue={dayjs('2024-04-17T14:00')}
      />
    </LocalizationProvider>
  );
}
