import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { DateValidationError } from '@mui/x-date-pickers/models';

const errorText: Partial<Record<NonNullable<DateValidationError>, string>> = {
  minDate: 'Orders ship from 17 April 2024',
  invalidDate: 'Not a valid date',
};

// No picker at all: the headless props (value, format, minDate, onError) drive the hook, TextField draws it.
function ShipDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  const [error, setError] = React.useState<DateValidationError>(null);
  const field = useDateField({
    value,
    onChange: (newValue: Dayjs | null) => setValue(newValue),
    format: 'DD.MM.YYYY',
    minDate: dayjs('2024-04-17'),
    onError: (newError: DateValidationError) => setError(newError),
    enableAccessibleFieldDOMStructure: false,
  } as never) as unknown as Record<string, never>;
  const { inputRef, value: text, onChange, onBlur, onFocus, onClick, onPaste, onKeyDown, placeholder, inputMode } = field;
  return (
    <TextField
      label="Ship date"
      inputRef={inputRef}
      value={text}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={onFocus}
      onClick={onClick}
      onPaste={onPaste}
      onKeyDown={onKeyDown}
      placeholder={placeholder}
      error={Boolean(error)}
      helperText={error ? (errorText[error] ?? 'Check the date') : 'Day, month and year, from 17.04.2024'}
      slotProps={{ htmlInput: { inputMode } }}
    />
  );
}

export default function StandaloneHookField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ShipDateField />
    </LocalizationProvider>
  );
}
