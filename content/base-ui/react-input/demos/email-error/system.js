import * as React from 'react';
import { Input as BaseInput } from '@mui/base/Input';
import { styled } from '@mui/system';

const Input = styled(BaseInput)({
  maxWidth: 320,
  border: '1px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  '&.base--focused': { borderColor: '#1d4ed8', boxShadow: '0 0 0 3px #bfdbfe' },
  '&.base--error': { borderColor: '#b91c1c', boxShadow: '0 0 0 1px #b91c1c' },
  '& .base-Input-input': {
    boxSizing: 'border-box',
    width: '100%',
    padding: '8px 12px',
    border: 0,
    outline: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
  },
});

export default function EmailErrorSystem() {
  const [email, setEmail] = React.useState('ada@example');
  const [touched, setTouched] = React.useState(true);
  const invalid = touched && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
  return (
    <div
      style={{
        display: 'grid',
        gap: 6,
        maxWidth: 320,
        padding: 12,
        borderRadius: 8,
        backgroundColor: '#fff',
        color: '#0f172a',
      }}
    >
      <label htmlFor="email-error-system">Work email</label>
      <Input
        error={invalid}
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
        slotProps={{
          input: {
            id: 'email-error-system',
            type: 'email',
            'aria-describedby': 'email-error-system-help',
          },
        }}
      />
      <span
        id="email-error-system-help"
        style={{ color: invalid ? '#b91c1c' : 'inherit', fontSize: 14 }}
      >
        {invalid
          ? 'Enter an address like name@company.com.'
          : 'We send the invoice here.'}
      </span>
    </div>
  );
}
