import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function BirthYearFirst() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack>
          <Typography variant="subtitle2" component="h3">
            Birthday: year, then month, then day
          </Typography>
          <DateCalendar
            views={['year', 'month', 'day']}
            openTo="year"
            referenceDate={dayjs('1990-01-01')}
            maxDate={dayjs('2024-04-17')}
          />
        </Stack>
        <Stack>
          <Typography variant="subtitle2" component="h3">
            Card expiry: month and year only
          </Typography>
          <DateCalendar
            views={['month', 'year']}
            openTo="month"
            defaultValue={dayjs('2027-09-01')}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
