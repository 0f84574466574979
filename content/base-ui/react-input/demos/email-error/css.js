import * as React from 'react';
import { Input } from '@mui/base/Input';
import './email-error.css';

export default function EmailErrorCss() {
  const [email, setEmail] = React.useState('ada@example');
  const [touched, setTouched] = React.useState(true);
  const invalid = touched && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
  return (
    <div className="email-error">
      <label htmlFor="email-error-css">Work email</label>
      <Input
        className="email-error-input"
        error={invalid}
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
        slotProps={{
          input: {
            id: 'email-error-css',
            type: 'email',
            'aria-describedby': 'email-error-css-help',
          },
        }}
      />
      <span
        id="email-error-css-help"
        className={invalid ? 'email-error-help is-error' : 'email-error-help'}
      >
        {invalid
          ? 'Enter an address like name@company.com.'
          : 'We send the invoice here.'}
      </span>
    </div>
  );
}
