import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';

export default function DesktopMobileTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DesktopTimePicker
          label="Desktop (lists)"
          defaultValue={dayjs('2024-04-17T15:30')}
        />
        <MobileTimePicker
          label="Mobile (clock)"
          defaultValue={dayjs('2024-04-17T15:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
