import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function LogQuery() {
  const [from, setFrom] = React.useState(dayjs('2027-04-10T08:00:00'));
  const [to, setTo] = React.useState(dayjs('2027-04-10T09:30:00'));
  const minutes =
    from && to && from.isValid() && to.isValid() ? to.diff(from, 'minute') : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateTimeField
            label="From"
            value={from}
            onChange={setFrom}
            format="YYYY-MM-DD HH:mm:ss"
          />
          <DateTimeField
            label="To"
            value={to}
            onChange={setTo}
            format="YYYY-MM-DD HH:mm:ss"
            minDateTime={from ?? undefined}
          />
        </Stack>
        <Typography variant="body2" role="status">
          {minutes !== null && minutes >= 0
            ? `Window of ${minutes} minutes`
            : 'Enter a valid window'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
