import * as React from 'react';
import dayjs from 'dayjs';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

export default function StaticLandscapeTime() {
  const [accepted, setAccepted] = React.useState(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="center">
        <StaticTimePicker
          orientation="landscape"
          defaultValue={dayjs('2027-02-01T18:00')}
          onAccept={setAccepted}
        />
        <Typography variant="body2" role="status">
          {accepted
            ? `Dinner booked at ${accepted.format('HH:mm')}`
            : 'Press OK to book'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
