import * as React from 'react';
import { Popper } from '@mui/base/Popper';

const placements = [
  'top-start',
  'top',
  'top-end',
  'left',
  'right',
  'bottom-start',
  'bottom',
  'bottom-end',
];

export default function PopperPlacements() {
  const [anchor, setAnchor] = React.useState(null);
  const [placement, setPlacement] = React.useState('top');
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <label>
        Placement{' '}
        <select
          value={placement}
          onChange={(event) => setPlacement(event.target.value)}
        >
          {placements.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </label>
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <button
          ref={setAnchor}
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
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
        style={{
          zIndex: 1300,
          padding: '4px 10px',
          borderRadius: 6,
          background: '#0f172a',
          color: '#f8fafc',
        }}
      >
        {placement}
      </Popper>
    </div>
  );
}
