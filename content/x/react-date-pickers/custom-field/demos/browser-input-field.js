import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';

// A field drawn with a plain <input>: useDateField does the section editing, we do the markup.
function PlainInputField(props) {
  const {
    label,
    InputProps: { ref: containerRef, endAdornment } = {},
    ...hookProps
  } = props;
  const fallbackId = React.useId();
  const field = useDateField({
    ...hookProps,
    enableAccessibleFieldDOMStructure: false,
  });

  const {
    inputRef,
    value,
    onChange,
    onBlur,
    onFocus,
    onClick,
    onPaste,
    onKeyDown,
    placeholder,
    inputMode,
    autoComplete,
    disabled,
    readOnly,
    error,
    id,
  } = field;
  const inputId = id ?? fallbackId;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography component="label" htmlFor={inputId} variant="body2">
        {label}
      </Typography>
      <Box
        ref={containerRef}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          pl: 1,
          '& input': {
            border: 0,
            outline: 0,
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'transparent',
            py: 1,
          },
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <input
          id={inputId}
          ref={inputRef}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          onFocus={onFocus}
          onClick={onClick}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete={autoComplete}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={error || undefined}
        />
        {endAdornment}
      </Box>
    </Box>
  );
}

function PlainInputDatePicker(props) {
  return (
    <DatePicker {...props} slots={{ ...props.slots, field: PlainInputField }} />
  );
}

export default function BrowserInputField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <PlainInputDatePicker
        label="Delivery date"
        defaultValue={dayjs('2024-04-17')}
      />
    </LocalizationProvider>
  );
}
