import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import DateRangeIcon from '@mui/icons-material/DateRange';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// One button for the whole range: a range picker treats it as a single input field.
function RangeButtonField(props) {
  const {
    value = [null, null],
    id,
    disabled,
    InputProps: { ref } = {},
    setOpen,
  } = props;
  const [start, end] = value;
  const text =
    start && end
      ? `${start.format('D MMM')} – ${end.format('D MMM YYYY')}`
      : 'Choose dates';
  return (
    <Button
      variant="outlined"
      id={id}
      disabled={disabled}
      ref={ref}
      startIcon={<DateRangeIcon />}
      onClick={() => setOpen?.((previous) => !previous)}
    >
      {text}
    </Button>
  );
}
RangeButtonField.fieldType = 'single-input';

export default function RangeButtonFieldDemo() {
  const [open, setOpen] = React.useState(false);
  const [value, setValue] = React.useState([
    dayjs('2024-04-17'),
    dayjs('2024-04-23'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        value={value}
        onChange={setValue}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        slots={{ field: RangeButtonField }}
        slotProps={{ field: { setOpen } }}
      />
    </LocalizationProvider>
  );
}
