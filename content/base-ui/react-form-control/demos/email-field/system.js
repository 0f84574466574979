import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

const Field = styled(FormControl)({ display: 'grid', gap: 6, maxWidth: 360 });

const Box = styled(Input)({
  '& .base-Input-input': {
    width: '100%',
    boxSizing: 'border-box',
    padding: '8px 12px',
    borderRadius: 8,
    border: '1px solid #64748b',
    backgroundColor: '#fff',
    color: '#0f172a',
    font: 'inherit',
  },
  '&.base--focused .base-Input-input': {
    outline: '3px solid #bfdbfe',
    borderColor: '#1d4ed8',
  },
  '&.base--error .base-Input-input': { borderColor: '#b91c1c', borderWidth: 2 },
});

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

export default function EmailFieldSystem() {
  const [email, setEmail] = React.useState('ada@');
  const error = email !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);
  return (
    <Field
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      error={error}
      required
    >
      <label htmlFor="email-system">Email *</label>
      <Box
        slotProps={{
          input: {
            id: 'email-system',
            'aria-describedby': 'email-help',
            'aria-invalid': error,
          },
        }}
      />
      <Helper />
    </Field>
  );
}
