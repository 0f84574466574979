import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, DatePickerProps } from '@mui/x-date-pickers/DatePicker';

// A wrapper keeps the picker's typing: its props are DatePickerProps of the value type.
function InvoiceDatePicker(props: DatePickerProps<Dayjs>) {
  return <DatePicker format="DD/MM/YYYY" {...props} />;
}

export default function TypedWrapper() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <InvoiceDatePicker label="Invoice date" value={value} onChange={(next) => setValue(next)} />
    </LocalizationProvider>
  );
}
