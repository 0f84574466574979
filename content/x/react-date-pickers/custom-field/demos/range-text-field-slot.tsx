import * as React from 'react';
import dayjs from 'dayjs';
import TextField, { TextFieldProps } from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// On a multi input range picker, slots.textField renders both inputs.
function CompactTextField(props: TextFieldProps) {
  return <TextField {...props} size="small" variant="filled" sx={{ width: 170 }} />;
}

export default function RangeTextFieldSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        localeText={{ start: 'Sprint start', end: 'Sprint end' }}
        defaultValue={[dayjs('2024-04-15'), dayjs('2024-04-26')]}
        slots={{ textField: CompactTextField }}
      />
    </LocalizationProvider>
  );
}
