import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

export default function ActionBarAndToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Due date"
          defaultValue={dayjs('2027-02-15')}
          slotProps={{ actionBar: { actions: ['today', 'clear', 'accept'] } }}
          closeOnSelect={false}
        />
        <MobileDateTimePicker
          label="Reminder"
          defaultValue={dayjs('2027-02-15T08:00')}
          slotProps={{
            toolbar: { hidden: true },
            tabs: { hidden: false },
            actionBar: { actions: ['cancel', 'accept'] },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
