import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FormatHint() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Start of contract"
        defaultValue={dayjs('2024-04-17')}
        format="DD/MM/YYYY"
        slotProps={{
          textField: { helperText: 'DD/MM/YYYY, for example 01/05/2024' },
        }}
      />
    </LocalizationProvider>
  );
}
