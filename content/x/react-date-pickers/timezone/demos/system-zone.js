import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// The reader's zone is only known in the browser, so the picker renders after mounting.
export default function SystemZone() {
  const [zone, setZone] = React.useState(null);
  const [value, setValue] = React.useState(dayjs.utc('2024-04-17T09:00:00Z'));
  React.useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  }, []);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {zone ? (
          <DateTimePicker
            label="Reminder (your time zone)"
            value={value}
            onChange={(next) => setValue(next ? next.utc() : null)}
            timezone="system"
          />
        ) : (
          <Skeleton variant="rounded" height={56} />
        )}
        <Typography variant="body2" role="status">
          {zone
            ? `Shown in ${zone}, saved as ${value ? value.toISOString() : 'nothing'}`
            : 'Finding your time zone'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
