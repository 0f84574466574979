import * as React from 'react';
import { Input } from '@mui/base/Input';
import './password-reveal.css';

export default function PasswordRevealCss() {
  const [visible, setVisible] = React.useState(false);
  return (
    <div>
      <label htmlFor="password-reveal-css" className="password-reveal-label">
        Password
      </label>
      <Input
        id="password-reveal-css"
        className="password-reveal-field"
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        endAdornment={
          <button
            type="button"
            className="password-reveal-toggle"
            aria-pressed={visible}
            onClick={() => setVisible(!visible)}
          >
            {visible ? 'Hide' : 'Show'}
            <span className="password-reveal-hidden"> password</span>
          </button>
        }
      />
    </div>
  );
}
