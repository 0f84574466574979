import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';
import './side-sheet-hook.css';

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
      <div {...getRootProps()} className="side-sheet-hook-layer">
        <div {...getBackdropProps()} className="side-sheet-hook-backdrop" />
        <FocusTrap open>{children}</FocusTrap>
      </div>
    </Portal>
  );
}

export default function SideSheetHookCss() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button
        type="button"
        className="side-sheet-hook-button"
        onClick={() => setOpen(true)}
      >
        Show filters
      </button>
      <SideSheet open={open} onClose={() => setOpen(false)}>
        <div
          role="dialog"
          aria-modal
          aria-labelledby={`${id}-title`}
          tabIndex={-1}
          className="side-sheet-hook-sheet"
        >
          <h2 id={`${id}-title`}>Filters</h2>
          <label>
            <input type="checkbox" defaultChecked /> In stock only
          </label>
          <button
            type="button"
            className="side-sheet-hook-button"
            onClick={() => setOpen(false)}
          >
            Done
          </button>
        </div>
      </SideSheet>
    </div>
  );
}
