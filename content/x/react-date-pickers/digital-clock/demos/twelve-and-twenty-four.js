import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function TwelveAndTwentyFour() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4}>
        <Stack>
          <Typography variant="subtitle2" component="h3">
            12-hour
          </Typography>
          <DigitalClock
            defaultValue={dayjs('2024-04-17T14:00')}
            ampm
            timeStep={60}
          />
        </Stack>
        <Stack>
          <Typography variant="subtitle2" component="h3">
            24-hour
          </Typography>
          <DigitalClock
            defaultValue={dayjs('2024-04-17T14:00')}
            ampm={false}
            timeStep={60}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
