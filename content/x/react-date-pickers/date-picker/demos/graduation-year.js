import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function GraduationYear() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Graduation year"
        views={['year']}
        defaultValue={dayjs('2024-01-01')}
        minDate={dayjs('1970-01-01')}
        maxDate={dayjs('2030-12-31')}
        yearsPerRow={4}
      />
    </LocalizationProvider>
  );
}
