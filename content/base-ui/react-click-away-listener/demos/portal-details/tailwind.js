import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Portal } from '@mui/base/Portal';

export default function PortalDetailsTailwind() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const target = React.useRef(null);
  return (
    <div>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div className="inline-block">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? `${id}-details` : undefined}
            onClick={() => setOpen((o) => !o)}
            className="cursor-pointer rounded-md border border-solid border-blue-700 bg-blue-700 px-3 py-1.5 text-white"
          >
            Shipping details
          </button>
          {open ? (
            <Portal container={() => target.current}>
              <div
                id={`${id}-details`}
                className="grid gap-1.5 rounded-lg bg-white p-3 text-slate-900 shadow-md"
              >
                <label htmlFor={`${id}-note`}>Note for the courier</label>
                <input
                  id={`${id}-note`}
                  defaultValue="Leave it with the neighbour"
                />
              </div>
            </Portal>
          ) : null}
        </div>
      </ClickAwayListener>
      <div
        ref={target}
        className="mt-4 min-h-[90px] rounded-lg border border-dashed border-slate-500 p-3"
      >
        <span>Portal target, outside the listener&apos;s child:</span>
      </div>
    </div>
  );
}
