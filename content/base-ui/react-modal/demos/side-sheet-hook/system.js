import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

const Button = styled('button')({
  padding: '6px 12px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

const Layer = styled('div')({ position: 'fixed', inset: 0, zIndex: 1300 });
const Backdrop = styled('div')({
  position: 'fixed',
  inset: 0,
  backgroundColor: 'rgb(15 23 42 / 0.5)',
});

const Sheet = styled('div')({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  boxSizing: 'border-box',
  width: 280,
  padding: 20,
  backgroundColor: '#fff',
  color: '#0f172a',
  lineHeight: 1.5,
  outline: 0,
  boxShadow: '0 0 24px rgb(15 23 42 / 0.25)',
  '& h2': {
    margin: '0 0 16px',
    fontFamily: 'inherit',
    fontSize: 20,
    fontWeight: 600,
  },
  '& label': { display: 'flex', alignItems: 'center', gap: 8, marginBottom: 16 },
});

function SideSheet({ open, onClose, children }) {
  const rootRef = React.useRef(null);
  const { getRootProps, getBackdropProps, portalRef } = useModal({
    open,
    onClose,
    rootRef,
    children,
  });
  if (!open) return null;
  return (
    <Portal ref={portalRef}>
      <Layer {...getRootProps()}>
        <Backdrop {...getBackdropProps()} />
        <FocusTrap open>{children}</FocusTrap>
      </Layer>
    </Portal>
  );
}

export default function SideSheetHookSystem() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Show filters
      </Button>
      <SideSheet open={open} onClose={() => setOpen(false)}>
        <Sheet
          role="dialog"
          aria-modal
          aria-labelledby={`${id}-title`}
          tabIndex={-1}
        >
          <h2 id={`${id}-title`}>Filters</h2>
          <label>
            <input type="checkbox" defaultChecked /> In stock only
          </label>
          <Button type="button" onClick={() => setOpen(false)}>
            Done
          </Button>
        </Sheet>
      </SideSheet>
    </div>
  );
}
