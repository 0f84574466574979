import * as React from 'react';
import { Input } from '@mui/base/Input';

export default function EmailErrorTailwind() {
  const [email, setEmail] = React.useState('ada@example');
  const [touched, setTouched] = React.useState(true);
  const invalid = touched && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
  return (
    <div className="grid max-w-[320px] gap-1.5 rounded-lg bg-white p-3 text-slate-900">
      <label htmlFor="email-error-tailwind">Work email</label>
      <Input
        className="rounded-lg border border-solid border-slate-500 bg-white text-slate-900 [&.base--error]:border-red-700 [&.base--error]:shadow-[0_0_0_1px_#b91c1c] [&.base--focused]:border-blue-700 [&.base--focused]:shadow-[0_0_0_3px_#bfdbfe]"
        error={invalid}
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
        slotProps={{
          input: {
            id: 'email-error-tailwind',
            type: 'email',
            'aria-describedby': 'email-error-tailwind-help',
            className:
              'box-border w-full border-0 bg-transparent px-3 py-2 text-inherit outline-0',
          },
        }}
      />
      <span
        id="email-error-tailwind-help"
        className={`text-sm ${invalid ? 'text-red-700' : ''}`}
      >
        {invalid
          ? 'Enter an address like name@company.com.'
          : 'We send the invoice here.'}
      </span>
    </div>
  );
}
