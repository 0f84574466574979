import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

const button = 'cursor-pointer justify-self-start rounded-md border border-solid border-slate-500 bg-white px-3 py-1.5 text-slate-900';

export default function LazyActivationTailwind() {
  const id = React.useId();
  const [open, setOpen] = React.useState(true);
  return (
    <div className="grid gap-3">
      <button type="button" className={button}>
        Before the panel
      </button>
      <FocusTrap open={open} disableAutoFocus>
        <div
          tabIndex={-1}
          role="group"
          aria-labelledby={`${id}-title`}
          className={`grid max-w-xs gap-2 rounded-lg border-2 bg-white p-4 text-slate-900 ${open ? 'border-solid' : 'border-dashed'} border-slate-500`}
        >
          <strong id={`${id}-title`}>Search filters</strong>
          <label>
            <input type="checkbox" defaultChecked /> In stock only
          </label>
          <label>
            <input type="checkbox" /> Free delivery
          </label>
          <button type="button" className={button} onClick={() => setOpen(false)}>
            Done
          </button>
        </div>
      </FocusTrap>
      {open ? null : (
        <button type="button" className={button} onClick={() => setOpen(true)}>
          Trap again
        </button>
      )}
    </div>
  );
}
