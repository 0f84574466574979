import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function TextFieldProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Filled, small"
          defaultValue={dayjs('2024-04-17')}
          format="DD/MM/YYYY"
          slotProps={{
            field: { clearable: true },
            textField: {
              variant: 'filled',
              size: 'small',
              helperText: 'Day / month / year',
            },
          }}
        />
        <DatePicker
          label="Standard, full width"
          defaultValue={dayjs('2024-04-17')}
          slotProps={{
            textField: {
              variant: 'standard',
              fullWidth: true,
              helperText: 'Stretches to its column',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
