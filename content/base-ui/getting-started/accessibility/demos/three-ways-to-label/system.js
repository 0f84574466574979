import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { Switch } from '@mui/base/Switch';
import { styled } from '@mui/system';

// Colours are the theme's CSS variables, so the controls follow light and dark mode.
const box = {
  padding: '6px 10px',
  font: 'inherit',
  color: 'var(--mui-palette-text-primary)',
  backgroundColor: 'var(--mui-palette-background-paper)',
  border: '1px solid var(--mui-palette-text-secondary)',
  borderRadius: 6,
};

const Field = styled(Input)({ '& .base-Input-input': box });

const IconButton = styled(Button)({
  ...box,
  display: 'inline-flex',
  alignItems: 'center',
  cursor: 'pointer',
  '&.base--focusVisible': {
    outline: '3px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Toggle = styled(Switch)({
  position: 'relative',
  display: 'inline-block',
  width: 36,
  height: 20,
  borderRadius: 10,
  backgroundColor: 'var(--mui-palette-grey-600)',
  '&.base--checked': { backgroundColor: 'var(--mui-palette-primary-main)' },
  '&.base--focusVisible': {
    outline: '3px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
  '& .base-Switch-thumb': {
    position: 'absolute',
    top: 3,
    insetInlineStart: 3,
    width: 14,
    height: 14,
    borderRadius: '50%',
    backgroundColor: 'var(--mui-palette-common-white)',
  },
  '&.base--checked .base-Switch-thumb': {
    insetInlineStart: 19,
    backgroundColor: 'var(--mui-palette-primary-contrastText)',
  },
  '& .base-Switch-input': {
    position: 'absolute',
    inset: 0,
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
  },
});

const Stack = styled('div')({ display: 'grid', gap: 16, justifyItems: 'start' });
const BlockLabel = styled('label')({ display: 'block', marginBottom: 4 });
const InlineLabel = styled('label')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
});
const Row = styled('div')({ display: 'flex', gap: 8 });

export default function ThreeWaysToLabelSystem() {
  const [remember, setRemember] = React.useState(false);
  const [query, setQuery] = React.useState('');
  return (
    <Stack>
      {/* 1. htmlFor: Input passes `id` to its inner <input>. */}
      <div>
        <BlockLabel htmlFor="three-ways-email">Email</BlockLabel>
        <Field id="three-ways-email" type="email" />
      </div>
      {/* 2. A wrapping label names the switch's native input. */}
      <InlineLabel>
        <Toggle
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
          slotProps={{ input: { role: 'switch' } }}
        />
        Remember me
      </InlineLabel>
      {/* 3. An icon-only button takes aria-label. */}
      <Row>
        <Field
          aria-label="Search the help center"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <IconButton aria-label="Clear search" onClick={() => setQuery('')}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </IconButton>
      </Row>
    </Stack>
  );
}
