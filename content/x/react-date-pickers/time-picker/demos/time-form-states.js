import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimeFormStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker
          label="Opens (read-only)"
          defaultValue={dayjs('2024-04-17T09:00')}
          readOnly
        />
        <TimePicker
          label="Closes (disabled)"
          defaultValue={dayjs('2024-04-17T18:00')}
          disabled
        />
        <TimePicker
          label="Delivery"
          name="deliveryTime"
          slotProps={{ textField: { required: true, helperText: 'Required' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
