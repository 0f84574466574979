import * as React from 'react';
import { Input } from '@mui/base/Input';

export default function InputSlotsTailwind() {
  const id = React.useId();
  return (
    <div>
      <label htmlFor={`${id}-amount`} className="mb-1.5 block">
        Amount
      </label>
      <Input
        startAdornment={<span aria-hidden>€</span>}
        defaultValue="120.00"
        slotProps={{
          // One entry per slot: the root box and the inner input.
          root: {
            className:
              'inline-flex w-[220px] items-center gap-1.5 rounded-lg border border-solid border-slate-500 bg-white px-3 text-slate-900 [&.base--focused]:border-blue-700 [&.base--focused]:outline [&.base--focused]:outline-2 [&.base--focused]:outline-blue-200',
          },
          input: {
            id: `${id}-amount`,
            inputMode: 'decimal',
            className:
              'min-w-0 flex-1 border-0 bg-transparent py-2 text-inherit outline-none',
          },
        }}
      />
    </div>
  );
}
