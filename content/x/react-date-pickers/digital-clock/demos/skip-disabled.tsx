import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const opening = dayjs('2024-04-17T09:00');
const closing = dayjs('2024-04-17T12:00');
// Out-of-hours times are struck through rather than faded, so they stay legible.
const struckThrough = {
  '& .MuiDigitalClock-item.Mui-disabled': {
    opacity: 1,
    color: 'text.secondary',
    textDecoration: 'line-through',
  },
};

export default function SkipDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4}>
        <Stack>
          <Typography variant="subtitle2" component="h3">
            Struck through
          </Typography>
          <DigitalClock
            defaultValue={dayjs('2024-04-17T10:30')}
            timeStep={30}
            minTime={opening}
            maxTime={closing}
            sx={struckThrough}
          />
        </Stack>
        <Stack>
          <Typography variant="subtitle2" component="h3">
            Skipped
          </Typography>
          <DigitalClock
            defaultValue={dayjs('2024-04-17T10:30')}
            timeStep={30}
            minTime={opening}
            maxTime={closing}
            skipDisabled
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
