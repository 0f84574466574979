import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

const button =
  'h-9 w-9 cursor-pointer border-0 bg-slate-200 text-lg text-slate-900 disabled:cursor-not-allowed disabled:text-slate-500';

export default function TicketQuantityTailwind() {
  const [tickets, setTickets] = React.useState(2);
  return (
    <div>
      <label htmlFor="tickets-tailwind" className="mb-1.5 block">
        Tickets
      </label>
      <NumberInput
        slotProps={{
          root: {
            className:
              'inline-flex items-stretch overflow-hidden rounded-lg border border-solid border-slate-500 bg-white text-slate-900 [&.base--focused]:border-blue-700 [&.base--focused]:outline [&.base--focused]:outline-blue-200',
          },
          input: {
            role: 'spinbutton',
            className:
              'order-2 w-14 border-0 bg-transparent text-center text-inherit outline-none',
          },
          incrementButton: {
            children: '+',
            'aria-label': 'One more ticket',
            className: `order-3 ${button}`,
          },
          decrementButton: {
            children: '−',
            'aria-label': 'One ticket less',
            className: `order-1 ${button}`,
          },
        }}
        id="tickets-tailwind"
        min={1}
        max={8}
        value={tickets}
        onChange={(_, value) => setTickets(value)}
      />
      <p className="m-0 mt-1.5">Total: {((tickets ?? 0) * 24).toFixed(2)} EUR</p>
    </div>
  );
}
