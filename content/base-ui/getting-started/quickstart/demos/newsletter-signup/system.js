import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

const Field = styled(Input)({
  flex: '1 1 200px',
  '& .base-Input-input': {
    width: '100%',
    boxSizing: 'border-box',
    padding: '8px 12px',
    font: 'inherit',
    color: '#0f172a',
    backgroundColor: '#fff',
    border: '1px solid #64748b',
    borderRadius: 8,
  },
  '&.base--focused .base-Input-input': {
    outline: '3px solid #93c5fd',
    borderColor: '#1d4ed8',
  },
});

const SubmitButton = styled(Button)({
  padding: '8px 16px',
  font: 'inherit',
  fontWeight: 600,
  color: '#fff',
  backgroundColor: '#1d4ed8',
  border: 'none',
  borderRadius: 8,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#1e40af' },
  '&.base--focusVisible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

export default function NewsletterSignupSystem() {
  const [sent, setSent] = React.useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(String(new FormData(event.currentTarget).get('email')));
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Field
          type="email"
          name="email"
          required
          placeholder="you@example.com"
          slotProps={{ input: { 'aria-label': 'Email address' } }}
        />
        <SubmitButton type="submit">Subscribe</SubmitButton>
      </div>
      <p role="status" style={{ margin: '8px 0 0' }}>
        {sent
          ? `Thanks! The next issue goes to ${sent}.`
          : 'One email a month, no tracking.'}
      </p>
    </form>
  );
}
