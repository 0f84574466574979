import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

// The same picker twice: toolbar above the clock (portrait) or beside it (landscape).
export default function LandscapeAndPortrait() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} alignItems="flex-start">
        <StaticTimePicker orientation="portrait" defaultValue={dayjs('2024-04-17T08:30')} />
        <StaticTimePicker orientation="landscape" defaultValue={dayjs('2024-04-17T08:30')} />
      </Stack>
    </LocalizationProvider>
  );
}
