import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

const today = dayjs('2027-06-01');

export default function HolidayRange() {
  const [range, setRange] = React.useState([
    today.add(14, 'day'),
    today.add(21, 'day'),
  ]);
  const [start, end] = range;
  const nights =
    start && end && start.isValid() && end.isValid() ? end.diff(start, 'day') : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangePicker
          value={range}
          onChange={setRange}
          disablePast
          referenceDate={today}
          localeText={{ start: 'Check-in', end: 'Check-out' }}
        />
        <Typography variant="body2" role="status">
          {nights !== null && nights > 0 ? `${nights} nights` : 'Pick both dates'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
