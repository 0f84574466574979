import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const time = dayjs('2024-04-17T19:45');

export default function Meridiem() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 300 }}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <TimeField label="Locale en (12h)" defaultValue={time} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <TimeField label="Locale en-gb (24h)" defaultValue={time} />
        <TimeField label="en-gb forced to 12h" defaultValue={time} ampm />
      </LocalizationProvider>
    </Stack>
  );
}
