import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TwentyFourHourFace() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack>
          <Typography variant="subtitle2" component="h3">
            12-hour face with AM/PM
          </Typography>
          <TimeClock defaultValue={dayjs('2024-04-17T15:00')} ampm ampmInClock />
        </Stack>
        <Stack>
          <Typography variant="subtitle2" component="h3">
            24-hour face, two rings
          </Typography>
          <TimeClock defaultValue={dayjs('2024-04-17T15:00')} ampm={false} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
