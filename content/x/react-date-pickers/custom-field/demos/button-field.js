import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

function ButtonField(props) {
  const {
    setOpen,
    label,
    id,
    disabled,
    InputProps: { ref } = {},
    inputProps: { 'aria-label': ariaLabel } = {},
  } = props;
  return (
    <Button
      variant="outlined"
      id={id}
      disabled={disabled}
      ref={ref}
      aria-label={ariaLabel}
      startIcon={<CalendarMonthIcon />}
      onClick={() => setOpen?.((previous) => !previous)}
    >
      {label ?? 'Pick a date'}
    </Button>
  );
}

function ButtonDatePicker(props) {
  const [open, setOpen] = React.useState(false);
  return (
    <DatePicker
      {...props}
      slots={{ ...props.slots, field: ButtonField }}
      // The field slot's declared props do not include our extra `setOpen`.
      slotProps={{ ...props.slotProps, field: { setOpen } }}
      open={open}
      onClose={() => setOpen(false)}
      onOpen={() => setOpen(true)}
    />
  );
}

export default function ButtonFieldDemo() {
  const [value, setValue] = React.useState(dayjs('2027-03-21'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="subtitle1" component="h3">
          Sales report
        </Typography>
        <ButtonDatePicker
          label={value ? `Week of ${value.format('D MMM YYYY')}` : null}
          value={value}
          onChange={setValue}
        />
      </Stack>
    </LocalizationProvider>
  );
}
