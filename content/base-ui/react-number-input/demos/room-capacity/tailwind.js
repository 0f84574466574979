import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

const ROOMS = 3;

const slots = {
  root: {
    className:
      'inline-flex overflow-hidden rounded-lg border border-solid border-slate-500 bg-white text-slate-900 [&.base--error]:border-red-700 [&.base--error]:outline [&.base--error]:outline-1 [&.base--error]:outline-red-700 [&.base--readOnly]:bg-slate-100 [&.base--readOnly_button]:hidden',
  },
  button: 'w-8 cursor-pointer border-0 bg-slate-200 text-slate-900',
  input: 'w-[72px] border-0 bg-transparent px-2.5 py-1.5 text-inherit outline-none',
};

export default function RoomCapacityTailwind() {
  const id = React.useId();
  const [guests, setGuests] = React.useState(null);
  const empty = guests === null;
  return (
    <div className="flex flex-wrap gap-6">
      <div>
        <label htmlFor={`${id}-guests`} className="mb-1.5 block">
          Guests per room (required)
        </label>
        <NumberInput
          id={`${id}-guests`}
          required
          min={1}
          max={6}
          error={empty}
          value={guests}
          onChange={(_, value) => setGuests(value)}
          slotProps={{
            root: slots.root,
            input: {
              className: slots.input,
              role: 'spinbutton',
              'aria-describedby': `${id}-help`,
              'aria-invalid': empty,
            },
            incrementButton: {
              className: `order-3 ${slots.button}`,
              children: '+',
              'aria-label': 'One more guest',
            },
            decrementButton: {
              className: `order-2 ${slots.button}`,
              children: '−',
              'aria-label': 'One guest less',
            },
          }}
        />
        <p id={`${id}-help`} className="m-0 mt-1">
          {empty ? 'Enter a number from 1 to 6.' : 'Between 1 and 6.'}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-total`} className="mb-1.5 block">
          Total guests ({ROOMS} rooms)
        </label>
        <NumberInput
          id={`${id}-total`}
          readOnly
          value={(guests ?? 0) * ROOMS}
          slotProps={{
            root: slots.root,
            input: { className: slots.input, role: 'spinbutton' },
            incrementButton: { className: slots.button },
            decrementButton: { className: slots.button },
          }}
        />
      </div>
    </div>
  );
}
