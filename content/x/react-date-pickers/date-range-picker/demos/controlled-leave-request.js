import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

const format = (range) =>
  range.map((day) => day?.format('D MMM') ?? '…').join(' to ');

// onChange follows every click; onAccept only the confirmed range, the moment to send a request.
export default function ControlledLeaveRequest() {
  const [value, setValue] = React.useState([
    dayjs('2024-04-22'),
    dayjs('2024-04-26'),
  ]);
  const [submitted, setSubmitted] = React.useState(value);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangePicker
          localeText={{ start: 'First day off', end: 'Last day off' }}
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onAccept={(newValue) => setSubmitted(newValue)}
        />
        <Typography variant="body2">Editing: {format(value)}</Typography>
        <Typography variant="body2" role="status">
          Request sent for: {format(submitted)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
