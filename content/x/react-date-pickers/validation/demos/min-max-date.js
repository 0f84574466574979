import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function MinMaxDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Exam date (spring term)"
        defaultValue={dayjs('2024-04-17')}
        minDate={dayjs('2024-04-01')}
        maxDate={dayjs('2024-06-30')}
        slotProps={{ textField: { helperText: 'Between 1 April and 30 June 2024' } }}
      />
    </LocalizationProvider>
  );
}
