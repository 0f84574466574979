import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

dayjs.extend(utc);

// A birthday is a calendar day, not an instant: keep it at UTC midnight and edit it in UTC,
// so no reader's offset can move it to the day before.
export default function DateOnlyUtc() {
  const [value, setValue] = React.useState(dayjs.utc('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="flex-start">
        <DatePicker
          label="Birthday"
          value={value}
          onChange={setValue}
          timezone="UTC"
        />
        <Typography variant="body2" role="status">
          Saved as {value ? value.format('YYYY-MM-DD') : 'nothing'} (
          {value ? value.toISOString() : 'no instant'})
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
