import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ReadOnlyCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack>
          <Typography variant="subtitle2" component="h3">
            Read-only: browse, but no change
          </Typography>
          <DateCalendar defaultValue={dayjs('2024-04-17')} readOnly />
        </Stack>
        <Stack>
          <Typography variant="subtitle2" component="h3">
            Disabled
          </Typography>
          <DateCalendar defaultValue={dayjs('2024-04-17')} disabled />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
