import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Portal } from '@mui/base/Portal';
import './portal-details.css';

export default function PortalDetailsCss() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const target = React.useRef(null);
  return (
    <div>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div className="portal-details-anchor">
          <button
            type="button"
            className="portal-details-toggle"
            aria-expanded={open}
            aria-controls={open ? `${id}-details` : undefined}
            onClick={() => setOpen((o) => !o)}
          >
            Shipping details
          </button>
          {open ? (
            <Portal container={() => target.current}>
              <div id={`${id}-details`} className="portal-details-panel">
                <label htmlFor={`${id}-note`}>Note for the courier</label>
                <input
                  id={`${id}-note`}
                  defaultValue="Leave it with the neighbour"
                />
              </div>
            </Portal>
          ) : null}
        </div>
      </ClickAwayListener>
      <div ref={target} className="portal-details-target">
        <span>Portal target, outside the listener&apos;s child:</span>
      </div>
    </div>
  );
}
