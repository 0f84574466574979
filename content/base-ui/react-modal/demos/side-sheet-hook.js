import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';

const button = {
  padding: '6px 12px',
  border: '1px solid #64748b',
  borderRadius: 6,
  background: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
};

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
      <div {...getRootProps()} style={{ position: 'fixed', inset: 0, zIndex: 1300 }}>
        <div
          {...getBackdropProps()}
          style={{ position: 'fixed', inset: 0, background: 'rgb(15 23 42 / 0.5)' }}
        />
        <FocusTrap open>{children}</FocusTrap>
      </div>
    </Portal>
  );
}

export default function SideSheetHook() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" style={button} onClick={() => setOpen(true)}>
        Show filters
      </button>
      <SideSheet open={open} onClose={() => setOpen(false)}>
        <div
          role="dialog"
          aria-modal
          aria-labelledby="sheet-title"
          tabIndex={-1}
          style={{
            position: 'fixed',
            top: 0,
            right: 0,
            bottom: 0,
            width: 280,
            padding: 20,
            background: '#fff',
            color: '#0f172a',
            outline: 0,
          }}
        >
          <h2 id="sheet-title" style={{ marginTop: 0, fontSize: 20 }}>
            Filters
          </h2>
          <label style={{ display: 'block', marginBottom: 16 }}>
            <input type="checkbox" defaultChecked /> In stock only
          </label>
          <button type="button" style={button} onClick={() => setOpen(false)}>
            Done
          </button>
        </div>
      </SideSheet>
    </div>
  );
}
