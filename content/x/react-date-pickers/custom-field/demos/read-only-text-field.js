import * as React from 'react';
import dayjs from 'dayjs';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// No typing at all: the text field only shows the value, and a click opens the calendar.
function ReadOnlyField(props) {
  const { label, value, id, disabled, InputProps, openPicker } = props;
  return (
    <TextField
      id={id}
      label={label}
      disabled={disabled}
      value={value && value.isValid() ? value.format('dddd D MMMM YYYY') : ''}
      onClick={openPicker}
      InputProps={{ ...InputProps, readOnly: true }}
      helperText="Click to choose a date"
      sx={{ minWidth: 300 }}
    />
  );
}

export default function ReadOnlyTextField() {
  const [open, setOpen] = React.useState(false);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Wedding date"
        defaultValue={dayjs('2024-04-17')}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        slots={{ field: ReadOnlyField }}
        slotProps={{ field: { openPicker: () => setOpen(true) } }}
      />
    </LocalizationProvider>
  );
}
