import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

const format = (range) =>
  range.map((day) => (day ? day.format('DD/MM HH:mm') : '…')).join(' to ');

export default function RangeChangeAndAccept() {
  const [value, setValue] = React.useState([
    dayjs('2024-04-17T09:00'),
    dayjs('2024-04-19T17:00'),
  ]);
  const [accepted, setAccepted] = React.useState(value);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateTimeRangePicker
          value={value}
          onChange={setValue}
          onAccept={setAccepted}
          ampm={false}
          localeText={{ start: 'Conference start', end: 'Conference end' }}
        />
        <Typography variant="body2" role="status">
          Editing: {format(value)}. Saved: {format(accepted)}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
