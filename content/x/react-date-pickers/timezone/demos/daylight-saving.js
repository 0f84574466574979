import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// On 31 March 2024, Paris clocks jumped from 02:00 to 03:00: pick 02:30 and see where it lands.
export default function DaylightSaving() {
  const [value, setValue] = React.useState(
    dayjs.tz('2024-03-31T01:30', 'Europe/Paris'),
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="flex-start">
        <DateTimePicker
          label="Night train (Paris time)"
          value={value}
          onChange={setValue}
          timezone="Europe/Paris"
          ampm={false}
        />
        <Typography variant="body2" role="status">
          UTC offset: {value ? value.format('Z') : 'none'}; instant:{' '}
          {value ? value.toISOString() : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
