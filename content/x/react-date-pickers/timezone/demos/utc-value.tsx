import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);

// A UTC value is shown and returned in UTC, whatever the reader's zone.
export default function UtcValue() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2024-04-17T22:30:00Z'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} alignItems="flex-start">
        <DateTimePicker label="Deployment (UTC)" value={value} onChange={setValue} ampm={false} />
        <Typography variant="body2" role="status">
          {value ? `${value.toISOString()} (isUTC: ${String(value.isUTC())})` : 'No value'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
