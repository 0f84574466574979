import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

export default function DesktopAndMobile() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DesktopDateTimePicker label="Desktop (popper)" defaultValue={dayjs('2024-04-17T14:15')} />
        <MobileDateTimePicker label="Mobile (dialog)" defaultValue={dayjs('2024-04-17T14:15')} />
      </Stack>
    </LocalizationProvider>
  );
}
