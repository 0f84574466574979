import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function TicketFormStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Opened (read-only)"
          defaultValue={dayjs('2024-04-17T08:12')}
          readOnly
        />
        <DateTimePicker
          label="Closed (disabled)"
          defaultValue={dayjs('2024-04-18T17:40')}
          disabled
        />
        <DateTimePicker
          label="Follow-up"
          name="followUp"
          slotProps={{ textField: { required: true, helperText: 'Required' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
