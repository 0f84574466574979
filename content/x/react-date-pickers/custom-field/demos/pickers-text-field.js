import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PickersTextFieldDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Each section (day, month, year) is its own element with the spinbutton role. */}
        <DatePicker
          label="Outlined sections"
          defaultValue={dayjs('2024-04-17')}
          enableAccessibleFieldDOMStructure
        />
        <DatePicker
          label="Filled sections"
          defaultValue={dayjs('2024-04-17')}
          enableAccessibleFieldDOMStructure
          slotProps={{
            textField: { variant: 'filled', helperText: 'PickersTextField, filled' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
