import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { placements } from './placements';

const field =
  'rounded-md border border-solid border-slate-500 bg-white px-2.5 py-1.5 text-slate-900 [font:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-blue-300';

export default function PopperPlacementsTailwind() {
  const [anchor, setAnchor] = React.useState(null);
  const [placement, setPlacement] = React.useState('top');
  const [open, setOpen] = React.useState(false);
  return (
    <div className="grid gap-4">
      <label>
        Placement
        <select
          value={placement}
          onChange={(event) => setPlacement(event.target.value)}
          className={`ms-2 ${field}`}
        >
          {placements.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </label>
      <div className="flex justify-center p-12">
        <button
          ref={setAnchor}
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className={`cursor-pointer ${field}`}
        >
          {open ? 'Hide' : 'Show'} the layer
        </button>
      </div>
      <Popper
        open={open}
        anchorEl={anchor}
        placement={placement}
        disablePortal
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
        className="z-[1300] rounded-md border border-solid border-slate-500 bg-slate-900 px-2.5 py-1 text-slate-50"
      >
        {placement}
      </Popper>
    </div>
  );
}
