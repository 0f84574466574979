import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';

const Root = styled('div')({
  display: 'inline-flex',
  alignItems: 'stretch',
  borderRadius: 8,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  overflow: 'hidden',
  '&.base--focused': { outline: '3px solid #bfdbfe', borderColor: '#1d4ed8' },
  '& .base-NumberInput-input': {
    order: 2,
    width: 56,
    border: 0,
    outline: 0,
    textAlign: 'center',
    font: 'inherit',
    color: 'inherit',
    background: 'none',
  },
  '& button': {
    width: 36,
    height: 36,
    border: 0,
    backgroundColor: '#e2e8f0',
    color: '#0f172a',
    fontSize: 18,
    cursor: 'pointer',
  },
  '& .base-NumberInput-decrementButton': { order: 1 },
  '& .base-NumberInput-incrementButton': { order: 3 },
  '& button:disabled': { color: '#64748b', cursor: 'not-allowed' },
});

export default function TicketQuantitySystem() {
  const [tickets, setTickets] = React.useState(2);
  return (
    <div>
      <label htmlFor="tickets-system" style={{ display: 'block', marginBottom: 6 }}>
        Tickets
      </label>
      <NumberInput
        slots={{ root: Root }}
        slotProps={{
          // The input carries aria-valuenow/min/max, which axe allows only on a spinbutton.
          input: { role: 'spinbutton' },
          incrementButton: { children: '+', 'aria-label': 'One more ticket' },
          decrementButton: { children: '−', 'aria-label': 'One ticket less' },
        }}
        id="tickets-system"
        min={1}
        max={8}
        value={tickets}
        onChange={(_, value) => setTickets(value)}
      />
      <p style={{ margin: '6px 0 0' }}>
        Total: {((tickets ?? 0) * 24).toFixed(2)} EUR
      </p>
    </div>
  );
}
