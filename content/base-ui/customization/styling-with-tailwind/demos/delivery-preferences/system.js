import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { Switch } from '@mui/base/Switch';
import { styled } from '@mui/system';

const Form = styled('form')({
  display: 'grid',
  gap: 16,
  maxWidth: 384,
  padding: 16,
  border: '1px solid #cbd5e1',
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
});

const Field = styled('label')({
  display: 'grid',
  gap: 4,
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 600,
});

const SwitchField = styled('label')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

// 1. A nested `&.` selector reads the state class Base UI puts on the root.
const EmailInput = styled(Input)({
  border: '1px solid #94a3b8',
  borderRadius: 8,
  backgroundColor: '#fff',
  '&.base--focused': { borderColor: '#1d4ed8', outline: '2px solid #93c5fd' },
  '& .base-Input-input': {
    width: '100%',
    padding: '8px 12px',
    border: 0,
    backgroundColor: 'transparent',
    color: '#0f172a',
    fontSize: '1rem',
    lineHeight: '1.5rem',
    outline: '2px solid transparent',
    outlineOffset: 2,
  },
});

// 2. The root's state class, then a descendant selector for the inner slots.
const SwitchRoot = styled('span')({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 40,
  height: 24,
  cursor: 'pointer',
  '& .base-Switch-track': {
    position: 'absolute',
    inset: 0,
    borderRadius: 9999,
    backgroundColor: '#64748b',
  },
  '& .base-Switch-thumb': {
    position: 'absolute',
    top: 4,
    insetInlineStart: 4,
    width: 16,
    height: 16,
    borderRadius: 9999,
    backgroundColor: '#fff',
    transition: 'all 150ms cubic-bezier(0.4, 0, 0.2, 1)',
  },
  '& .base-Switch-input': {
    position: 'absolute',
    inset: 0,
    margin: 0,
    cursor: 'pointer',
    opacity: 0,
  },
  '&.base--checked .base-Switch-track': { backgroundColor: '#1d4ed8' },
  '&.base--checked .base-Switch-thumb': { insetInlineStart: 20 },
  '&.base--focusVisible .base-Switch-track': {
    outline: '2px solid #93c5fd',
    outlineOffset: 2,
  },
});

// 3. A slot component receives the owner state as a prop: the styles are a function of it.
const SaveButton = styled('button')(({ ownerState }) => ({
  justifySelf: 'start',
  padding: '8px 16px',
  border: 0,
  borderRadius: 8,
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 600,
  cursor: ownerState.disabled ? 'not-allowed' : 'pointer',
  backgroundColor: ownerState.disabled ? '#e2e8f0' : '#1d4ed8',
  color: ownerState.disabled ? '#475569' : '#fff',
  outline: ownerState.focusVisible ? '2px solid #93c5fd' : undefined,
  outlineOffset: ownerState.focusVisible ? 2 : undefined,
  transform: ownerState.active ? 'translateY(1px)' : undefined,
}));

const Status = styled('p')({
  margin: 0,
  minHeight: 20,
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  color: '#334155',
});

export default function DeliveryPreferencesSystem() {
  const [email, setEmail] = React.useState('');
  const [weekly, setWeekly] = React.useState(true);
  const [sent, setSent] = React.useState(null);
  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(
          `Receipts go to ${email}${weekly ? ', with a weekly summary' : ''}.`,
        );
      }}
    >
      <Field>
        Receipt email
        <EmailInput
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <SwitchField>
        Weekly summary
        <Switch
          checked={weekly}
          onChange={(event) => setWeekly(event.target.checked)}
          slots={{ root: SwitchRoot }}
          slotProps={{ input: { role: 'switch' } }}
        />
      </SwitchField>
      <Button type="submit" disabled={!valid} slots={{ root: SaveButton }}>
        Save preferences
      </Button>
      <Status role="status">{sent}</Status>
    </Form>
  );
}
