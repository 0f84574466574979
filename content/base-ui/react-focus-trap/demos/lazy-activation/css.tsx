import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import './lazy-activation.css';

export default function LazyActivationCss() {
  const id = React.useId();
  const [open, setOpen] = React.useState(true);
  return (
    <div className="lazy-activation">
      <button type="button" className="lazy-activation-button">
        Before the panel
      </button>
      <FocusTrap open={open} disableAutoFocus>
        <div tabIndex={-1} role="group" aria-labelledby={`${id}-title`} className="lazy-activation-panel" data-trapped={open}>
          <strong id={`${id}-title`}>Search filters</strong>
          <label>
            <input type="checkbox" defaultChecked /> In stock only
          </label>
          <label>
            <input type="checkbox" /> Free delivery
          </label>
          <button type="button" className="lazy-activation-button" onClick={() => setOpen(false)}>
            Done
          </button>
        </div>
      </FocusTrap>
      {open ? null : (
        <button type="button" className="lazy-activation-button" onClick={() => setOpen(true)}>
          Trap again
        </button>
      )}
    </div>
  );
}
