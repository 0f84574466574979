import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

export default function ClippedPopupTailwind() {
  const id = React.useId();
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(true);
  const [strategy, setStrategy] = React.useState('absolute');
  return (
    <div className="grid gap-3 pb-[100px]">
      <fieldset className="m-0 border-0 p-0">
        <legend>Positioning strategy</legend>
        {['absolute', 'fixed'].map((value) => (
          <label key={value} className="mr-4">
            <input
              type="radio"
              name={`${id}-strategy`}
              checked={strategy === value}
              onChange={() => setStrategy(value)}
            />{' '}
            {value}
          </label>
        ))}
      </fieldset>
      <div className="h-[110px] max-w-[360px] overflow-hidden rounded-lg border border-dashed border-slate-500 bg-white p-3 text-slate-900">
        <span>A card with overflow: hidden</span>
        <br />
        <button
          ref={setAnchor}
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="mt-10 cursor-pointer rounded-md border border-solid border-slate-500 bg-white px-3 py-1.5 text-slate-900"
        >
          {open ? 'Hide hint' : 'Show hint'}
        </button>
        <Popup
          open={open}
          anchor={anchor}
          placement="bottom-start"
          offset={6}
          disablePortal
          strategy={strategy}
          className="z-10"
        >
          <div className="w-[220px] rounded-lg bg-slate-800 p-3 text-slate-50">
            This hint stays in the card&apos;s DOM; only fixed positioning lets it
            out.
          </div>
        </Popup>
      </div>
    </div>
  );
}
