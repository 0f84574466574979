import * as React from 'react';
import { useSwitch } from '@mui/base/useSwitch';

// useSwitch drives any native checkbox: it is today's way to build a Base UI-style checkbox.
// Its input props say role="switch": overriding role and aria-checked keeps the native checkbox role.
// The state from the hook arrives as data attributes, which the data-[…] variants read.
// Colours are the theme's CSS variables, so the form follows light and dark mode.
function Checkbox({ label, checked, onChange }) {
  const { getInputProps, focusVisible } = useSwitch({
    checked,
    onChange: (event) => onChange(event.target.checked),
  });
  return (
    <label className="flex cursor-pointer items-center gap-2.5">
      <span
        data-checked={checked || undefined}
        data-focus-visible={focusVisible || undefined}
        className="relative box-border inline-flex h-5 w-5 rounded border-2 border-solid border-[color:var(--mui-palette-text-secondary)] bg-[color:var(--mui-palette-background-paper)] text-[color:var(--mui-palette-primary-contrastText)] data-[checked]:border-[color:var(--mui-palette-primary-main)] data-[checked]:bg-[color:var(--mui-palette-primary-main)] data-[focus-visible]:outline data-[focus-visible]:outline-[3px] data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-[color:var(--mui-palette-primary-main)]"
      >
        <input
          {...getInputProps({ role: undefined, 'aria-checked': undefined })}
          className="absolute inset-0 m-0 cursor-[inherit] opacity-0"
        />
        {checked ? (
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <path
              d="M4 10l4 4 8-8"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            />
          </svg>
        ) : null}
      </span>
      {label}
    </label>
  );
}

export default function TermsCheckboxHookTailwind() {
  const [terms, setTerms] = React.useState(false);
  const [news, setNews] = React.useState(true);
  return (
    <form
      onSubmit={(event) => event.preventDefault()}
      className="grid justify-items-start gap-3"
    >
      <Checkbox
        label="I accept the terms of service"
        checked={terms}
        onChange={setTerms}
      />
      <Checkbox label="Send me product news" checked={news} onChange={setNews} />
      <button
        type="submit"
        disabled={!terms}
        className="cursor-pointer rounded-lg border-0 bg-[color:var(--mui-palette-primary-main)] px-3.5 py-1.5 font-semibold text-[color:var(--mui-palette-primary-contrastText)] [font-family:inherit] [font-size:inherit] [line-height:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-[color:var(--mui-palette-primary-main)] disabled:cursor-not-allowed disabled:bg-[color:var(--mui-palette-action-disabledBackground)] disabled:text-[color:var(--mui-palette-action-disabled)]"
      >
        Create account
      </button>
    </form>
  );
}
