import * as React from 'react';
import { Input } from '@mui/base/Input';
import './input-slots.css';

export default function InputSlotsCss() {
  const id = React.useId();
  return (
    <div>
      <label htmlFor={`${id}-amount`} className="input-slots-label">
        Amount
      </label>
      {/* className lands on the root slot; the inner <input> is reached with .base-Input-input */}
      <Input className="input-slots" startAdornment={<span aria-hidden>€</span>} slotProps={{ input: { id: `${id}-amount`, inputMode: 'decimal' } }} defaultValue="120.00" />
    </div>
  );
}
