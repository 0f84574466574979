import * as React from 'react';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

const Field = styled(Input)({
  display: 'flex',
  alignItems: 'center',
  maxWidth: 320,
  color: '#0f172a',
  backgroundColor: '#fff',
  border: '1px solid #64748b',
  borderRadius: 8,
  '&.base--focused': { borderColor: '#1d4ed8', outline: '3px solid #93c5fd' },
  '& .base-Input-input': {
    flexGrow: 1,
    minWidth: 0,
    padding: '8px 12px',
    font: 'inherit',
    color: 'inherit',
    background: 'none',
    border: 'none',
    outline: 'none',
  },
});

const Toggle = styled('button')({
  margin: 4,
  padding: '4px 8px',
  font: 'inherit',
  fontSize: 14,
  color: '#1e3a8a',
  backgroundColor: '#dbeafe',
  border: 'none',
  borderRadius: 6,
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid #1d4ed8' },
});

export default function PasswordRevealSystem() {
  const [visible, setVisible] = React.useState(false);
  return (
    <div>
      <label
        htmlFor="password-reveal-system"
        style={{ display: 'block', marginBottom: 4 }}
      >
        Password
      </label>
      <Field
        id="password-reveal-system"
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        endAdornment={
          <Toggle
            type="button"
            aria-pressed={visible}
            onClick={() => setVisible(!visible)}
          >
            {visible ? 'Hide' : 'Show'}
            <span
              style={{
                position: 'absolute',
                width: 1,
                height: 1,
                overflow: 'hidden',
                clip: 'rect(0 0 0 0)',
              }}
            >
              {' '}
              password
            </span>
          </Toggle>
        }
      />
    </div>
  );
}
