import * as React from 'react';
import { Popper, type PopperPlacementType } from '@mui/base/Popper';
import { placements } from './placements';
import './popper-placements.css';

export default function PopperPlacementsCss() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');
  const [open, setOpen] = React.useState(false);
  return (
    <div className="popper-placements">
      <label>
        Placement
        <select
          value={placement}
          onChange={(event) => setPlacement(event.target.value as PopperPlacementType)}
          className="popper-placements-field popper-placements-select"
        >
          {placements.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </label>
      <div className="popper-placements-stage">
        <button
          ref={setAnchor}
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="popper-placements-field popper-placements-button"
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
        className="popper-placements-layer"
      >
        {placement}
      </Popper>
    </div>
  );
}
