import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

interface RangeButtonFieldProps {
  value?: DateRange<Dayjs>;
  id?: string;
  disabled?: boolean;
  InputProps?: { ref?: React.Ref<HTMLButtonElement> };
  setOpen?: React.Dispatch<React.SetStateAction<boolean>>;
}

// One button for the whole range: a range picker treats it as a single input field.
function RangeButtonField(props: RangeButtonFieldProps) {
  const { value = [null, null], id, disabled, InputProps: { ref } = {}, setOpen } = props;
  const [start, end] = value;
  const text = start && end ? `${start.format('D MMM')} – ${end.format('D MMM YYYY')}` : 'Choose dates';
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
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2024-04-17'), dayjs('2024-04-23')]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        value={value}
        onChange={setValue}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        slots={{ field: RangeButtonField as never }}
        slotProps={{ field: { setOpen } as never }}
      />
    </LocalizationProvider>
  );
}
