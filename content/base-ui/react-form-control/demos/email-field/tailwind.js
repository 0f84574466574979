import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

function Helper() {
  const state = useFormControlContext();
  return (
    <small id="email-help" className={state?.error ? 'font-bold' : ''}>
      {state?.error
        ? 'Enter an address like name@example.com.'
        : 'We send receipts here.'}
    </small>
  );
}

export default function EmailFieldTailwind() {
  const [email, setEmail] = React.useState('ada@');
  const error = email !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);
  return (
    <FormControl
      className="grid max-w-sm gap-1.5"
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      error={error}
      required
    >
      <label htmlFor="email-tailwind">Email *</label>
      <Input
        className="group"
        slotProps={{
          input: {
            id: 'email-tailwind',
            'aria-describedby': 'email-help',
            'aria-invalid': error,
            className:
              'w-full rounded-lg border border-solid border-slate-500 bg-white px-3 py-2 text-slate-900 group-[.base--focused]:border-blue-700 group-[.base--focused]:outline group-[.base--focused]:outline-blue-200 group-[.base--error]:border-2 group-[.base--error]:border-red-700',
          },
        }}
      />
      <Helper />
    </FormControl>
  );
}
