import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function MonthAndYearCalendars() {
  const [value, setValue] = React.useState(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Typography variant="body2" role="status">
          Billing period: {value.format('MMMM YYYY')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <YearCalendar
            value={value}
            onChange={setValue}
            minDate={dayjs('2020-01-01')}
            maxDate={dayjs('2030-12-31')}
            yearsOrder="desc"
          />
          <MonthCalendar value={value} onChange={setValue} monthsPerRow={4} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
