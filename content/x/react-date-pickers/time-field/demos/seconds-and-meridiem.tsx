import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const lap = dayjs('2024-04-17T14:05:37');

// The format decides which sections exist: seconds for a lap time, a meridiem section for a 12-hour clock.
export default function SecondsAndMeridiem() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeField label="Lap recorded at" defaultValue={lap} format="HH:mm:ss" />
        <TimeField label="Same time, 12-hour" defaultValue={lap} format="hh:mm a" />
        <TimeField label="Hour only" defaultValue={lap} format="HH[h]" helperText="Minutes keep their value" />
      </Stack>
    </LocalizationProvider>
  );
}
