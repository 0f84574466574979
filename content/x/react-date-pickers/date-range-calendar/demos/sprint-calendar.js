import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

const monday = dayjs('2027-09-06');

export default function SprintCalendar() {
  const [range, setRange] = React.useState([monday, monday.add(11, 'day')]);
  const [start, end] = range;
  const workdays =
    start && end
      ? Array.from({ length: end.diff(start, 'day') + 1 }, (_, index) =>
          start.add(index, 'day'),
        ).filter((day) => day.day() !== 0 && day.day() !== 6).length
      : 0;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="center">
        <DateRangeCalendar value={range} onChange={setRange} calendars={2} />
        <Typography variant="body2" role="status">
          {start && end
            ? `Sprint of ${workdays} working days`
            : 'Pick the last day of the sprint'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
