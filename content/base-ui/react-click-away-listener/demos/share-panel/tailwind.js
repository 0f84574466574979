import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

export default function SharePanelTailwind() {
  const [open, setOpen] = React.useState(false);
  return (
    <div className="min-h-[140px]">
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div
          className="relative inline-block"
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        >
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            className="cursor-pointer rounded-md border border-solid border-blue-700 bg-blue-700 px-3 py-1.5 text-white"
          >
            Share
          </button>
          {open && (
            <div className="absolute left-0 top-[calc(100%+6px)] z-10 w-[260px] rounded-lg border border-solid border-slate-300 bg-white p-3 text-slate-900 shadow-lg">
              <label htmlFor="share-link-tailwind">Link</label>
              <input
                id="share-link-tailwind"
                readOnly
                value="https://example.com/doc/42"
                className="box-border w-full rounded-md border border-solid border-slate-500 bg-white px-2 py-1.5 text-slate-900"
              />
            </div>
          )}
        </div>
      </ClickAwayListener>
    </div>
  );
}
