import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

const sides = ['top', 'right', 'bottom', 'left'];

const Controls = styled('div')({
  display: 'grid',
  gap: 12,
  '& label': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 },
  '& select': {
    padding: '6px 10px',
    border: '1px solid #64748b',
    borderRadius: 6,
    backgroundColor: '#fff',
    color: '#0f172a',
    font: 'inherit',
  },
  '& input[type="range"]': { accentColor: '#1d4ed8' },
});

const Stage = styled('div')({
  display: 'flex',
  justifyContent: 'center',
  padding: 64,
});

const Anchor = styled('span')({
  padding: '8px 16px',
  border: '2px solid #64748b',
  borderRadius: 6,
});

const Bubble = styled('div')({
  padding: '4px 10px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#0f172a',
  color: '#f8fafc',
});

export default function PopupOffsetSystem() {
  const [anchor, setAnchor] = React.useState(null);
  const [offset, setOffset] = React.useState(8);
  const [placement, setPlacement] = React.useState('right');
  return (
    <Controls>
      <label>
        Offset: {offset} px
        <input
          type="range"
          min={0}
          max={40}
          value={offset}
          onChange={(event) => setOffset(Number(event.target.value))}
        />
      </label>
      <label>
        Placement
        <select
          value={placement}
          onChange={(event) => setPlacement(event.target.value)}
        >
          {sides.map((side) => (
            <option key={side}>{side}</option>
          ))}
        </select>
      </label>
      <Stage>
        <Anchor ref={setAnchor}>Anchor</Anchor>
      </Stage>
      <Popup
        open={Boolean(anchor)}
        anchor={anchor}
        placement={placement}
        offset={offset}
        disablePortal
      >
        <Bubble>{offset} px away</Bubble>
      </Popup>
    </Controls>
  );
}
