import * as React from 'react';
import { Unstable_Popup as Popup, type PopupPlacement } from '@mui/base/Unstable_Popup';

const sides: PopupPlacement[] = ['top', 'right', 'bottom', 'left'];

export default function PopupOffsetTailwind() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [offset, setOffset] = React.useState(8);
  const [placement, setPlacement] = React.useState<PopupPlacement>('right');
  return (
    <div className="grid gap-3">
      <label className="flex flex-wrap items-center gap-2">
        Offset: {offset} px
        <input
          type="range"
          min={0}
          max={40}
          value={offset}
          onChange={(event) => setOffset(Number(event.target.value))}
          className="accent-blue-700"
        />
      </label>
      <label className="flex flex-wrap items-center gap-2">
        Placement
        <select
          value={placement}
          onChange={(event) => setPlacement(event.target.value as PopupPlacement)}
          className="rounded-md border border-solid border-slate-500 bg-white px-2.5 py-1.5 text-slate-900 [font:inherit]"
        >
          {sides.map((side) => (
            <option key={side}>{side}</option>
          ))}
        </select>
      </label>
      <div className="flex justify-center p-16">
        <span ref={setAnchor} className="rounded-md border-2 border-solid border-slate-500 px-4 py-2">
          Anchor
        </span>
      </div>
      <Popup open={Boolean(anchor)} anchor={anchor} placement={placement} offset={offset} disablePortal>
        <div className="rounded-md border border-solid border-slate-500 bg-slate-900 px-2.5 py-1 text-slate-50">{offset} px away</div>
      </Popup>
    </div>
  );
}
