import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import './guest-events.css';

export default function GuestEventsCss() {
  const [typed, setTyped] = React.useState('4');
  const [committed, setCommitted] = React.useState(4);
  return (
    <div className="guest-events">
      <label htmlFor="guest-events-css">Guests</label>
      <NumberInput
        id="guest-events-css"
        className="guest-events-input"
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
