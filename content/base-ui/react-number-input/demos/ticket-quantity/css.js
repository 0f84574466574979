import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import './ticket-quantity.css';

export default function TicketQuantityCss() {
  const [tickets, setTickets] = React.useState(2);
  return (
    <div>
      <label htmlFor="tickets-css" className="tickets-label">
        Tickets
      </label>
      <NumberInput
        className="tickets-input"
        slotProps={{
          // The input carries aria-valuenow/min/max, which axe allows only on a spinbutton.
          input: { role: 'spinbutton' },
          incrementButton: { children: '+', 'aria-label': 'One more ticket' },
          decrementButton: { children: '−', 'aria-label': 'One ticket less' },
        }}
        id="tickets-css"
        min={1}
        max={8}
        value={tickets}
        onChange={(_, value) => setTickets(value)}
      />
      <p className="tickets-total">Total: {((tickets ?? 0) * 24).toFixed(2)} EUR</p>
    </div>
  );
}
