import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

const sides = ['top', 'right', 'bottom', 'left'];

export default function PopupOffset() {
  const [anchor, setAnchor] = React.useState(null);
  const [offset, setOffset] = React.useState(8);
  const [placement, setPlacement] = React.useState('right');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <label>
        Offset: {offset} px{' '}
        <input
          type="range"
          min={0}
          max={40}
          value={offset}
          onChange={(e) => setOffset(Number(e.target.value))}
        />
      </label>
      <label>
        Placement{' '}
        <select value={placement} onChange={(e) => setPlacement(e.target.value)}>
          {sides.map((side) => (
            <option key={side}>{side}</option>
          ))}
        </select>
      </label>
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <span
          ref={setAnchor}
          style={{
            padding: '8px 16px',
            border: '2px solid #64748b',
            borderRadius: 6,
          }}
        >
          Anchor
        </span>
      </div>
      <Popup
        open={Boolean(anchor)}
        anchor={anchor}
        placement={placement}
        offset={offset}
        disablePortal
      >
        <div
          style={{
            padding: '4px 10px',
            borderRadius: 6,
            background: '#0f172a',
            color: '#f8fafc',
          }}
        >
          {offset} px away
        </div>
      </Popup>
    </div>
  );
}
