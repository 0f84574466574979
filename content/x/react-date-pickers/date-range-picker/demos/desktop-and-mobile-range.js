import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';

const range = [dayjs('2024-04-17'), dayjs('2024-04-20')];

// The desktop variant opens a popover beside the inputs; the mobile one a full dialog with OK and Cancel.
export default function DesktopAndMobileRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <DesktopDateRangePicker
          localeText={{ start: 'Desktop start', end: 'Desktop end' }}
          defaultValue={range}
        />
        <MobileDateRangePicker
          localeText={{ start: 'Mobile start', end: 'Mobile end' }}
          defaultValue={range}
        />
      </Stack>
    </LocalizationProvider>
  );
}
