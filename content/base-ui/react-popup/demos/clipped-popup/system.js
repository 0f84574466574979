import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

const Box = styled('div')({
  height: 110,
  maxWidth: 360,
  padding: 12,
  overflow: 'hidden',
  border: '1px dashed #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
});
const Button = styled('button')({
  marginTop: 40,
  padding: '6px 12px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
});
const Hint = styled('div')({
  width: 220,
  padding: 12,
  borderRadius: 8,
  backgroundColor: '#1e293b',
  color: '#f8fafc',
  zIndex: 10,
});

export default function ClippedPopupSystem() {
  const id = React.useId();
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(true);
  const [strategy, setStrategy] = React.useState('absolute');
  return (
    <div style={{ display: 'grid', gap: 12, paddingBottom: 100 }}>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>Positioning strategy</legend>
        {['absolute', 'fixed'].map((value) => (
          <label key={value} style={{ marginRight: 16 }}>
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
      <Box>
        <span>A card with overflow: hidden</span>
        <br />
        <Button
          ref={setAnchor}
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide hint' : 'Show hint'}
        </Button>
        <Popup
          open={open}
          anchor={anchor}
          placement="bottom-start"
          offset={6}
          disablePortal
          strategy={strategy}
        >
          <Hint>
            This hint stays in the card&apos;s DOM; only fixed positioning lets it
            out.
          </Hint>
        </Popup>
      </Box>
    </div>
  );
}
