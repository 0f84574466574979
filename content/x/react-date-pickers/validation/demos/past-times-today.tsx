import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// With a date-time, disablePast also disables today's hours and minutes that have gone.
export default function PastTimesToday() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker label="Send the message at" disablePast ampm={false} slotProps={{ textField: { helperText: 'Now or later' } }} />
    </LocalizationProvider>
  );
}
