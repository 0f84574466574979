import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { styled } from '@mui/system';

const Layer = styled(Modal)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'grid',
  placeItems: 'center',
  // A kept-mounted modal gets this class while closed; hiding it is up to the styles.
  '&.base-Modal-hidden': { visibility: 'hidden' },
});
const Backdrop = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgb(15 23 42 / 0.5)',
});
const Dialog = styled('div')({
  display: 'grid',
  gap: 10,
  width: 320,
  padding: 24,
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
  outline: 0,
  '& h2': { margin: 0, fontSize: 20 },
});
const Action = styled('button')({
  justifySelf: 'start',
  padding: '8px 14px',
  border: '1px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
});

export default function KeptFiltersSystem() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Action type="button" onClick={() => setOpen(true)}>
        Filters
      </Action>
      <Layer
        keepMounted
        open={open}
        onClose={() => setOpen(false)}
        slots={{ backdrop: Backdrop }}
      >
        <Dialog
          role="dialog"
          aria-modal
          aria-labelledby={`${id}-title`}
          tabIndex={-1}
        >
          <h2 id={`${id}-title`}>Filters</h2>
          <label htmlFor={`${id}-city`}>City</label>
          <input id={`${id}-city`} defaultValue="Lisbon" />
          <label>
            <input type="checkbox" /> Pets allowed
          </label>
          <Action type="button" onClick={() => setOpen(false)}>
            Done
          </Action>
        </Dialog>
      </Layer>
    </div>
  );
}
