import * as React from 'react';
import { useSwitch } from '@mui/base/useSwitch';

// useSwitch drives any native checkbox: it is today's way to build a Base UI-style checkbox.
function Checkbox({ label, checked, onChange }) {
  const { getInputProps, focusVisible } = useSwitch({
    checked,
    onChange: (event) => onChange(event.target.checked),
  });
  return (
    <label
      style={{ display: 'flex', alignItems: 'center', gap: 10, cursor: 'pointer' }}
    >
      <span
        style={{
          position: 'relative',
          display: 'inline-flex',
          width: 20,
          height: 20,
          borderRadius: 4,
          border: '2px solid',
          borderColor: checked ? '#1d4ed8' : '#475569',
          backgroundColor: checked ? '#1d4ed8' : '#fff',
          outline: focusVisible ? '3px solid #93c5fd' : 'none',
          outlineOffset: 2,
        }}
      >
        <input
          {...getInputProps()}
          style={{
            position: 'absolute',
            inset: 0,
            margin: 0,
            opacity: 0,
            cursor: 'inherit',
          }}
        />
        {checked ? (
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <path d="M4 10l4 4 8-8" fill="none" stroke="#fff" strokeWidth="2.5" />
          </svg>
        ) : null}
      </span>
      {label}
    </label>
  );
}

export default function TermsCheckboxHook() {
  const [terms, setTerms] = React.useState(false);
  const [news, setNews] = React.useState(true);
  return (
    <form
      onSubmit={(event) => event.preventDefault()}
      style={{ display: 'grid', gap: 12, justifyItems: 'start' }}
    >
      <Checkbox
        label="I accept the terms of service"
        checked={terms}
        onChange={setTerms}
      />
      <Checkbox label="Send me product news" checked={news} onChange={setNews} />
      <button type="submit" disabled={!terms}>
        Create account
      </button>
    </form>
  );
}
