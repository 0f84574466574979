import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { UseDateFieldProps } from '@mui/x-date-pickers/DateField';
import { BaseSingleInputFieldProps, DateValidationError, FieldSection } from '@mui/x-date-pickers/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, DatePickerProps } from '@mui/x-date-pickers/DatePicker';

interface ButtonFieldProps
  extends UseDateFieldProps<Dayjs, false>,
    BaseSingleInputFieldProps<Dayjs | null, Dayjs, FieldSection, false, DateValidationError> {
  setOpen?: React.Dispatch<React.SetStateAction<boolean>>;
}

function ButtonField(props: ButtonFieldProps) {
  const { setOpen, label, id, disabled, InputProps: { ref } = {}, inputProps: { 'aria-label': ariaLabel } = {} } = props;
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

function ButtonDatePicker(props: Omit<DatePickerProps<Dayjs>, 'open' | 'onOpen' | 'onClose'>) {
  const [open, setOpen] = React.useState(false);
  return (
    <DatePicker
      {...props}
      slots={{ ...props.slots, field: ButtonField }}
      // The field slot's declared props do not include our extra `setOpen`.
      slotProps={{ ...props.slotProps, field: { setOpen } as never }}
      open={open}
      onClose={() => setOpen(false)}
      onOpen={() => setOpen(true)}
    />
  );
}

export default function ButtonFieldDemo() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2027-03-21'));
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
