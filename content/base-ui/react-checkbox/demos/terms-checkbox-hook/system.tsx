import * as React from 'react';
import { useSwitch } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

// Colours are the theme's CSS variables, so the form follows light and dark mode.
const Label = styled('label')({ display: 'flex', alignItems: 'center', gap: 10, cursor: 'pointer' });

// The state from the hook arrives as data attributes, which the styles read.
const Box = styled('span')({
  position: 'relative',
  display: 'inline-flex',
  width: 20,
  height: 20,
  boxSizing: 'border-box',
  borderRadius: 4,
  border: '2px solid var(--mui-palette-text-secondary)',
  backgroundColor: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-primary-contrastText)',
  '&[data-checked]': {
    borderColor: 'var(--mui-palette-primary-main)',
    backgroundColor: 'var(--mui-palette-primary-main)',
  },
  '&[data-focus-visible]': { outline: '3px solid var(--mui-palette-primary-main)', outlineOffset: 2 },
  '& input': { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'inherit' },
});

// useSwitch drives any native checkbox: it is today's way to build a Base UI-style checkbox.
// Its input props say role="switch": overriding role and aria-checked keeps the native checkbox role.
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
    <Label>
      <Box data-checked={checked || undefined} data-focus-visible={focusVisible || undefined}>
        <input {...getInputProps({ role: undefined, 'aria-checked': undefined })} />
        {checked ? (
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <path d="M4 10l4 4 8-8" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        ) : null}
      </Box>
      {label}
    </Label>
  );
}

const Form = styled('form')({ display: 'grid', gap: 12, justifyItems: 'start' });

const Submit = styled('button')({
  padding: '6px 14px',
  border: 0,
  borderRadius: 8,
  backgroundColor: 'var(--mui-palette-primary-main)',
  color: 'var(--mui-palette-primary-contrastText)',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid var(--mui-palette-primary-main)', outlineOffset: 2 },
  '&:disabled': {
    backgroundColor: 'var(--mui-palette-action-disabledBackground)',
    color: 'var(--mui-palette-action-disabled)',
    cursor: 'not-allowed',
  },
});

export default function TermsCheckboxHookSystem() {
  const [terms, setTerms] = React.useState(false);
  const [news, setNews] = React.useState(true);
  return (
    <Form onSubmit={(event) => event.preventDefault()}>
      <Checkbox label="I accept the terms of service" checked={terms} onChange={setTerms} />
      <Checkbox label="Send me product news" checked={news} onChange={setNews} />
      <Submit type="submit" disabled={!terms}>
        Create account
      </Submit>
    </Form>
  );
}
