import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function AppointmentViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Opens on the month view"
          defaultValue={dayjs('2024-04-17T11:00')}
          views={['year', 'month', 'day', 'hours', 'minutes']}
          openTo="month"
        />
        <DateTimePicker label="Day and hour only" defaultValue={dayjs('2024-04-17T11:00')} views={['day', 'hours']} format="DD/MM/YYYY HH[h]" ampm={false} />
        <DateTimePicker label="With seconds" defaultValue={dayjs('2024-04-17T11:00:30')} views={['day', 'hours', 'minutes', 'seconds']} />
      </Stack>
    </LocalizationProvider>
  );
}
