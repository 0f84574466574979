import * as React from 'react';
import { useSwitch } from '@mui/base/useSwitch';
import './terms-checkbox-hook.css';

// useSwitch drives any native checkbox: it is today's way to build a Base UI-style checkbox.
// Its input props say role="switch": overriding role and aria-checked keeps the native checkbox role.
// The state from the hook arrives as data attributes, which the stylesheet reads.
function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const { getInputProps, focusVisible } = useSwitch({
    checked,
    onChange: (event) => onChange(event.target.checked),
  });
  return (
    <label className="terms-checkbox-hook-label">
      <span
        className="terms-checkbox-hook-box"
        data-checked={checked || undefined}
        data-focus-visible={focusVisible || undefined}
      >
        <input {...getInputProps({ role: undefined, 'aria-checked': undefined })} />
        {checked ? (
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <path d="M4 10l4 4 8-8" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        ) : null}
      </span>
      {label}
    </label>
  );
}

export default function TermsCheckboxHookCss() {
  const [terms, setTerms] = React.useState(false);
  const [news, setNews] = React.useState(true);
  return (
    <form onSubmit={(event) => event.preventDefault()} className="terms-checkbox-hook">
      <Checkbox label="I accept the terms of service" checked={terms} onChange={setTerms} />
      <Checkbox label="Send me product news" checked={news} onChange={setNews} />
      <button type="submit" disabled={!terms} className="terms-checkbox-hook-submit">
        Create account
      </button>
    </form>
  );
}
