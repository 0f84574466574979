import * as React from 'react';
import { Unstable_NumberInput as BaseNumberInput } from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';

const NumberInput = styled(BaseNumberInput)({
  display: 'inline-flex',
  alignItems: 'center',
  overflow: 'hidden',
  border: '1px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  '&.base--focused': { borderColor: '#1d4ed8', outline: '3px solid #bfdbfe' },
  '& .base-NumberInput-input': {
    order: 2,
    width: 72,
    padding: '8px 4px',
    border: 0,
    outline: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'center',
  },
  '& button': {
    width: 36,
    height: 38,
    border: 0,
    backgroundColor: '#e2e8f0',
    color: '#0f172a',
    fontSize: 18,
    cursor: 'pointer',
    '&:disabled': { color: '#64748b', cursor: 'not-allowed' },
  },
  '& .base-NumberInput-decrementButton': { order: 1 },
  '& .base-NumberInput-incrementButton': { order: 4 },
  '& .adornment': { order: 3, padding: '0 8px', color: '#334155' },
  '& .adornment-start': { order: 1, paddingInlineStart: 12 },
});

export default function GuestEventsSystem() {
  const [typed, setTyped] = React.useState('4');
  const [committed, setCommitted] = React.useState(4);
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <label htmlFor="guest-events-system">Guests</label>
      <NumberInput
        id="guest-events-system"
        defaultValue={4}
        min={1}
        max={12}
        onInputChange={(event) => setTyped(event.target.value)}
        onChange={(_, value) => setCommitted(value)}
        slotProps={{
          input: { role: 'spinbutton' },
          incrementButton: { children: '+', 'aria-label': 'One more guest' },
          decrementButton: { children: '−', 'aria-label': 'One guest less' },
        }}
      />
      <output aria-live="polite">
        onInputChange: {JSON.stringify(typed)} · onChange: {committed ?? 'empty'}
      </output>
    </div>
  );
}
