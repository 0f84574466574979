import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker, DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';

interface JoyFieldProps {
  label?: React.ReactNode;
  InputProps?: { ref?: React.Ref<HTMLDivElement>; endAdornment?: React.ReactNode };
  [key: string]: unknown;
}

// Joy UI draws the input; useDateField still handles typing section by section.
function JoyDateField(props: JoyFieldProps) {
  const { label, InputProps: { ref: containerRef, endAdornment } = {}, ...hookProps } = props;
  const field = useDateField({ ...hookProps, enableAccessibleFieldDOMStructure: false } as never) as unknown as Record<
    string,
    never
  >;
  const { inputRef, value, onChange, onBlur, onFocus, onClick, onPaste, onKeyDown, placeholder, inputMode, disabled, readOnly, error } =
    field;
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormLabel>{label}</FormLabel>
      <Input
        ref={containerRef}
        endDecorator={endAdornment}
        slotProps={{
          input: {
            ref: inputRef,
            value,
            onChange,
            onBlur,
            onFocus,
            onClick,
            onPaste,
            onKeyDown,
            placeholder,
            inputMode,
            readOnly,
          },
        }}
      />
      <FormHelperText>{error ? 'Not a valid date' : 'Day, month and year'}</FormHelperText>
    </FormControl>
  );
}

function JoyDatePicker(props: DatePickerProps<Dayjs>) {
  return <DatePicker {...props} slots={{ ...props.slots, field: JoyDateField }} />;
}

export default function JoyInputField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <JoyDatePicker label="Start date" defaultValue={dayjs('2024-04-17')} />
    </LocalizationProvider>
  );
}
