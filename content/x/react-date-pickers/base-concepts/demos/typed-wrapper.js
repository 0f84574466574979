import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// A wrapper keeps the picker's typing: its props are DatePickerProps of the value type.
function InvoiceDatePicker(props) {
  return <DatePicker format="DD/MM/YYYY" {...props} />;
}

export default function TypedWrapper() {
  const [value, setValue] = React.useState(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <InvoiceDatePicker
        label="Invoice date"
        value={value}
        onChange={(next) => setValue(next)}
      />
    </LocalizationProvider>
  );
}
