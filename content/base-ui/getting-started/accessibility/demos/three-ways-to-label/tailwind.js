import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { Switch } from '@mui/base/Switch';

// Colours are the theme's CSS variables, so the controls follow light and dark mode.
const box =
  'rounded-md border border-solid border-[color:var(--mui-palette-text-secondary)] bg-[color:var(--mui-palette-background-paper)] px-2.5 py-1.5 text-[color:var(--mui-palette-text-primary)] [font:inherit]';

export default function ThreeWaysToLabelTailwind() {
  const [remember, setRemember] = React.useState(false);
  const [query, setQuery] = React.useState('');
  return (
    <div className="grid justify-items-start gap-4">
      {/* 1. htmlFor: Input passes `id` to its inner <input>. */}
      <div>
        <label htmlFor="three-ways-email" className="mb-1 block">
          Email
        </label>
        <Input
          id="three-ways-email"
          type="email"
          slotProps={{ input: { className: box } }}
        />
      </div>
      {/* 2. A wrapping label names the switch's native input. */}
      <label className="inline-flex items-center gap-2">
        <Switch
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
          slotProps={{
            root: {
              className:
                'group relative inline-block h-5 w-9 rounded-[10px] bg-[color:var(--mui-palette-grey-600)] [&.base--checked]:bg-[color:var(--mui-palette-primary-main)] [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-[color:var(--mui-palette-primary-main)]',
            },
            thumb: {
              className:
                'absolute start-[3px] top-[3px] h-3.5 w-3.5 rounded-full bg-[color:var(--mui-palette-common-white)] group-[.base--checked]:start-[19px] group-[.base--checked]:bg-[color:var(--mui-palette-primary-contrastText)]',
            },
            input: {
              role: 'switch',
              className: 'absolute inset-0 m-0 cursor-pointer opacity-0',
            },
          }}
        />
        Remember me
      </label>
      {/* 3. An icon-only button takes aria-label. */}
      <div className="flex gap-2">
        <Input
          aria-label="Search the help center"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ input: { className: box } }}
        />
        <Button
          aria-label="Clear search"
          onClick={() => setQuery('')}
          className={`${box} inline-flex cursor-pointer items-center [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-[color:var(--mui-palette-primary-main)]`}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Button>
      </div>
    </div>
  );
}
