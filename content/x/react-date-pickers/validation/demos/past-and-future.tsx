import * as React from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PastAndFuture() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Date of birth" disableFuture openTo="year" slotProps={{ textField: { helperText: 'Today or earlier' } }} />
        <DatePicker label="Follow-up visit" disablePast slotProps={{ textField: { helperText: 'Today or later' } }} />
      </Stack>
    </LocalizationProvider>
  );
}
