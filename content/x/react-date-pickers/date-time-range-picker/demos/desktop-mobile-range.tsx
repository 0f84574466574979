import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';

export default function DesktopMobileRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DesktopDateTimeRangePicker localeText={{ start: 'Desktop start', end: 'Desktop end' }} defaultValue={[dayjs('2024-04-17T09:00'), dayjs('2024-04-19T17:00')]} />
        <MobileDateTimeRangePicker localeText={{ start: 'Mobile start', end: 'Mobile end' }} defaultValue={[dayjs('2024-04-17T09:00'), dayjs('2024-04-19T17:00')]} />
      </Stack>
    </LocalizationProvider>
  );
}
