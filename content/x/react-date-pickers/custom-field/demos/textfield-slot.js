import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// One wrapper used by every picker of a form: same size, variant and hint.
function FormTextField(props) {
  return (
    <TextField
      {...props}
      size="small"
      variant="filled"
      helperText={props.helperText ?? 'Type or pick'}
    />
  );
}

export default function TextFieldSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Arrival"
          defaultValue={dayjs('2024-04-17')}
          slots={{ textField: FormTextField }}
        />
        <TimePicker
          label="Check-in time"
          defaultValue={dayjs('2024-04-17T15:00')}
          slots={{ textField: FormTextField }}
          slotProps={{ textField: { helperText: 'From 15:00' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
