import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

export default function ResponsiveVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DesktopDatePicker label="Always a popper" defaultValue={dayjs('2024-04-17')} />
        <MobileDatePicker label="Always a dialog" defaultValue={dayjs('2024-04-17')} />
        {/* Desktop from the md breakpoint up, whatever the pointer. */}
        <DatePicker label="Dialog below 900px" defaultValue={dayjs('2024-04-17')} desktopModeMediaQuery="@media (min-width: 900px)" />
      </Stack>
    </LocalizationProvider>
  );
}
