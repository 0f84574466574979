import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const today = dayjs('2027-01-15');

export default function CardExpiryViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Card expiry"
          views={['month', 'year']}
          openTo="year"
          format="MM/YY"
          minDate={today}
          maxDate={today.add(10, 'year')}
          yearsOrder="asc"
        />
        <DatePicker
          label="Graduation year"
          views={['year']}
          yearsOrder="desc"
          maxDate={today}
        />
      </Stack>
    </LocalizationProvider>
  );
}
