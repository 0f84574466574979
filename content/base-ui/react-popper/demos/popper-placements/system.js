import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';
import { placements } from './placements';

const field = {
  padding: '6px 10px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
};

const Select = styled('select')({ ...field, marginInlineStart: 8 });
const Button = styled('button')({ ...field, cursor: 'pointer' });

const Layer = styled(Popper)({
  zIndex: 1300,
  padding: '4px 10px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#0f172a',
  color: '#f8fafc',
});

export default function PopperPlacementsSystem() {
  const [anchor, setAnchor] = React.useState(null);
  const [placement, setPlacement] = React.useState('top');
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <label>
        Placement
        <Select
          value={placement}
          onChange={(event) => setPlacement(event.target.value)}
        >
          {placements.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </Select>
      </label>
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Button
          ref={setAnchor}
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide' : 'Show'} the layer
        </Button>
      </div>
      <Layer
        open={open}
        anchorEl={anchor}
        placement={placement}
        disablePortal
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
      >
        {placement}
      </Layer>
    </div>
  );
}
