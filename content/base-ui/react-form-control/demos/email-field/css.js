import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import './email-field.css';

function Helper() {
  const state = useFormControlContext();
  return (
    <small id="email-help">
      {state?.error
        ? 'Enter an address like name@example.com.'
        : 'We send receipts here.'}
    </small>
  );
}

export default function EmailFieldCss() {
  const [email, setEmail] = React.useState('ada@');
  const error = email !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);
  return (
    <FormControl
      className="email-field"
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      error={error}
      required
    >
      <label htmlFor="email-css">Email *</label>
      <Input
        className="email-input"
        slotProps={{
          input: {
            id: 'email-css',
            'aria-describedby': 'email-help',
            'aria-invalid': error,
          },
        }}
      />
      <Helper />
    </FormControl>
  );
}
