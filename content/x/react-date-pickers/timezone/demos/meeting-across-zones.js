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

const zones = ['Europe/Lisbon', 'Asia/Kolkata', 'America/Toronto'];

export default function MeetingAcrossZones() {
  // Stored in UTC, as a server would.
  const [meeting, setMeeting] = React.useState(dayjs.utc('2027-05-18T14:00:00Z'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        {zones.map((zone) => (
          <DateTimePicker
            key={zone}
            label={zone.replace('_', ' ')}
            value={meeting}
            onChange={(value) => setMeeting(value ? value.utc() : null)}
            timezone={zone}
            ampm={false}
          />
        ))}
        <Typography variant="body2" role="status">
          Stored value: {meeting?.toISOString() ?? 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
