import * as React from 'react';
import TextField from '@mui/material/TextField';

/** Keeps up to 10 digits and groups them as 000 000 0000. */
function formatPhone(raw) {
  const digits = raw.replace(/\D/g, '').slice(0, 10);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)]
    .filter(Boolean)
    .join(' ');
}

// An input component of our own in place of <input>; a masking library's component plugs in the
// same way. It must forward its ref to the DOM input and call onChange with an input event.
const PhoneInput = React.forwardRef(function PhoneInput(
  { onChange, ...props },
  ref,
) {
  return (
    <input
      {...props}
      ref={ref}
      inputMode="tel"
      onChange={(event) => {
        event.target.value = formatPhone(event.target.value);
        onChange?.(event);
      }}
    />
  );
});

export default function PhoneFormatField() {
  const [phone, setPhone] = React.useState('');

  return (
    <TextField
      id="phone-format"
      label="Phone"
      value={phone}
      onChange={(event) => setPhone(event.target.value)}
      helperText={`Digits stored: ${phone.replace(/\D/g, '') || 'none'}`}
      slotProps={{ input: { inputComponent: PhoneInput } }}
    />
  );
}
