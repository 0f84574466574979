import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const start = dayjs('2027-02-01T00:04:30');

export default function ClockAndSeconds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker
          label="Lap time"
          defaultValue={start}
          views={['minutes', 'seconds']}
          format="mm:ss"
          slotProps={{ textField: { helperText: 'Minutes and seconds' } }}
        />
        <TimePicker
          label="Bedtime (clock face)"
          defaultValue={start.hour(22).minute(30)}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
          }}
          ampm
        />
      </Stack>
    </LocalizationProvider>
  );
}
