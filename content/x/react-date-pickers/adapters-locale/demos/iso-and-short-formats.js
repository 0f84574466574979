import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function IsoAndShortFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="ISO 8601"
          defaultValue={dayjs('2024-04-17')}
          format="YYYY-MM-DD"
        />
        <DatePicker
          label="Day, short month"
          defaultValue={dayjs('2024-04-17')}
          format="DD MMM YYYY"
        />
      </Stack>
    </LocalizationProvider>
  );
}
