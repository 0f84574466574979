import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import './room-capacity.css';

const ROOMS = 3;

export default function RoomCapacityCss() {
  const id = React.useId();
  const [guests, setGuests] = React.useState(null);
  const empty = guests === null;
  return (
    <div className="room-capacity">
      <div>
        <label htmlFor={`${id}-guests`} className="room-capacity-label">
          Guests per room (required)
        </label>
        <NumberInput
          id={`${id}-guests`}
          className="room-capacity-field"
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
        <p id={`${id}-help`} className="room-capacity-help">
          {empty ? 'Enter a number from 1 to 6.' : 'Between 1 and 6.'}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-total`} className="room-capacity-label">
          Total guests ({ROOMS} rooms)
        </label>
        <NumberInput
          id={`${id}-total`}
          className="room-capacity-field"
          readOnly
          value={(guests ?? 0) * ROOMS}
          slotProps={{ input: { role: 'spinbutton' } }}
        />
      </div>
    </div>
  );
}
