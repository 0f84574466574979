import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function ButtonAtStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Start date"
          defaultValue={dayjs('2024-04-17')}
          slotProps={{
            inputAdornment: { position: 'start' },
            openPickerButton: {
              color: 'primary',
              'aria-label': 'Choose the start date',
            },
          }}
        />
        <TimePicker
          label="Start time"
          defaultValue={dayjs('2024-04-17T10:30')}
          slotProps={{
            inputAdornment: { position: 'start' },
            openPickerButton: {
              color: 'secondary',
              size: 'small',
              'aria-label': 'Choose the start time',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
