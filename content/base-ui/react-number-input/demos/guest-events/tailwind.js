import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

const button =
  'h-[38px] w-9 cursor-pointer border-0 bg-slate-200 text-lg text-slate-900 disabled:cursor-not-allowed disabled:text-slate-500';

export default function GuestEventsTailwind() {
  const [typed, setTyped] = React.useState('4');
  const [committed, setCommitted] = React.useState(4);
  return (
    <div className="grid justify-items-start gap-2">
      <label htmlFor="guest-events-tailwind">Guests</label>
      <NumberInput
        id="guest-events-tailwind"
        className="inline-flex items-center overflow-hidden rounded-lg border border-solid border-slate-500 bg-white text-slate-900 [&.base--focused]:border-blue-700 [&.base--focused]:outline [&.base--focused]:outline-[3px] [&.base--focused]:outline-blue-200"
        defaultValue={4}
        min={1}
        max={12}
        onInputChange={(event) => setTyped(event.target.value)}
        onChange={(_, value) => setCommitted(value)}
        slotProps={{
          input: {
            role: 'spinbutton',
            className:
              'order-2 w-[72px] border-0 bg-transparent px-1 py-2 text-center text-inherit outline-0',
          },
          incrementButton: {
            children: '+',
            'aria-label': 'One more guest',
            className: `${button} order-4`,
          },
          decrementButton: {
            children: '−',
            'aria-label': 'One guest less',
            className: `${button} order-1`,
          },
        }}
      />
      <output aria-live="polite">
        onInputChange: {JSON.stringify(typed)} · onChange: {committed ?? 'empty'}
      </output>
    </div>
  );
}
