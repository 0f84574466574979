import * as React from 'react';
import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

// styled() styles the root slot; nested selectors built from inputClasses reach the others.
const AmountInput = styled(Input)({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  width: 220,
  padding: '0 12px',
  border: '1px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  [`&.${inputClasses.focused}`]: { borderColor: '#1d4ed8', outline: '2px solid #bfdbfe' },
  [`& .${inputClasses.input}`]: {
    flex: 1,
    minWidth: 0,
    padding: '8px 0',
    border: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    outline: 0,
  },
});

export default function InputSlotsSystem() {
  const id = React.useId();
  return (
    <div>
      <label htmlFor={`${id}-amount`} style={{ display: 'block', marginBottom: 6 }}>
        Amount
      </label>
      <AmountInput startAdornment={<span aria-hidden>€</span>} slotProps={{ input: { id: `${id}-amount`, inputMode: 'decimal' } }} defaultValue="120.00" />
    </div>
  );
}
