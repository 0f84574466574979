import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

const now = dayjs('2027-07-01T09:00');
const DAILY_RATE = 48;

export default function CarRental() {
  const [range, setRange] = React.useState([
    now.add(1, 'day').hour(10),
    now.add(4, 'day').hour(10),
  ]);
  const [start, end] = range;
  const days =
    start && end && start.isValid() && end.isValid()
      ? Math.ceil(end.diff(start, 'hour') / 24)
      : 0;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateTimeRangePicker
          value={range}
          onChange={setRange}
          minDateTime={now}
          timeSteps={{ minutes: 30 }}
          ampm={false}
          localeText={{ start: 'Pick-up', end: 'Return' }}
        />
        <Typography variant="body2" role="status">
          {days > 0
            ? `${days} rental days, €${days * DAILY_RATE}`
            : 'Return must follow pick-up'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
