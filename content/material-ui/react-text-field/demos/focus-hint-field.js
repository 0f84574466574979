import * as React from 'react';
import FormControl, { useFormControl } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

// Reads the state of the FormControl it sits in: focused, filled, error, disabled...
function PasswordHint() {
  const { focused, filled } = useFormControl() || {};
  const text = focused
    ? 'At least 12 characters, or a passphrase of four words'
    : filled
      ? 'Looks fine'
      : ' ';
  return <FormHelperText id="focus-hint-text">{text}</FormHelperText>;
}

export default function FocusHintField() {
  return (
    <FormControl sx={{ width: 320 }}>
      <InputLabel htmlFor="focus-hint-input">Password</InputLabel>
      <OutlinedInput
        id="focus-hint-input"
        type="password"
        label="Password"
        aria-describedby="focus-hint-text"
      />
      <PasswordHint />
    </FormControl>
  );
}
