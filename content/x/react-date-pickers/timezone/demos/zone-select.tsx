import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = ['UTC', 'America/New_York', 'Europe/Berlin', 'Australia/Sydney'];

// The value is stored in UTC; the reader chooses the zone they edit it in.
export default function ZoneSelect() {
  const [zone, setZone] = React.useState('America/New_York');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2024-04-17T13:00:00Z'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TextField select label="Display time zone" value={zone} onChange={(event) => setZone(event.target.value)}>
          {zones.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker
          label="Webinar start"
          value={value}
          onChange={(next) => setValue(next ? next.utc() : null)}
          timezone={zone}
          ampm={false}
        />
        <Typography variant="body2" role="status">
          Saved as {value ? value.toISOString() : 'nothing'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
