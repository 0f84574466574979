import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';

const Field = styled(NumberInput)({
  display: 'inline-flex',
  overflow: 'hidden',
  border: '1px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  '&.base--error': { borderColor: '#b91c1c', outline: '1px solid #b91c1c' },
  '&.base--readOnly': { backgroundColor: '#f1f5f9' },
  '& input': {
    width: 72,
    padding: '6px 10px',
    border: 0,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    outline: 0,
  },
  '& button': {
    width: 32,
    border: 0,
    backgroundColor: '#e2e8f0',
    color: '#0f172a',
    font: 'inherit',
    cursor: 'pointer',
  },
  '&.base--readOnly button': { display: 'none' },
});

const ROOMS = 3;

export default function RoomCapacitySystem() {
  const id = React.useId();
  const [guests, setGuests] = React.useState(null);
  const empty = guests === null;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      <div>
        <label
          htmlFor={`${id}-guests`}
          style={{ display: 'block', marginBottom: 6 }}
        >
          Guests per room (required)
        </label>
        <Field
          id={`${id}-guests`}
          required
          min={1}
          max={6}
          error={empty}
          value={guests}
          onChange={(_, value) => setGuests(value)}
          slotProps={{
            input: {
              role: 'spinbutton',
              'aria-describedby': `${id}-help`,
              'aria-invalid': empty,
            },
            incrementButton: { children: '+', 'aria-label': 'One more guest' },
            decrementButton: { children: '−', 'aria-label': 'One guest less' },
          }}
        />
        <p id={`${id}-help`} style={{ margin: '4px 0 0' }}>
          {empty ? 'Enter a number from 1 to 6.' : 'Between 1 and 6.'}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-total`} style={{ display: 'block', marginBottom: 6 }}>
          Total guests ({ROOMS} rooms)
        </label>
        <Field
          id={`${id}-total`}
          readOnly
          value={(guests ?? 0) * ROOMS}
          slotProps={{ input: { role: 'spinbutton' } }}
        />
      </div>
    </div>
  );
}
