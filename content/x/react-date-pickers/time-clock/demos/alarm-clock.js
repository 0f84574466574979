import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function AlarmClock() {
  const [value, setValue] = React.useState(dayjs('2027-01-01T06:45'));
  const [ampm, setAmpm] = React.useState(true);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="center">
        <FormControlLabel
          control={
            <Switch
              checked={ampm}
              onChange={(event) => setAmpm(event.target.checked)}
            />
          }
          label="12-hour clock"
        />
        <TimeClock value={value} onChange={setValue} ampm={ampm} minutesStep={5} />
        <Typography variant="body2" role="status">
          Alarm at {value?.format(ampm ? 'h:mm A' : 'HH:mm')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
