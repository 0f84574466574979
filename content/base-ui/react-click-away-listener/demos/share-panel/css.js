import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import './share-panel.css';

export default function SharePanelCss() {
  const [open, setOpen] = React.useState(false);
  return (
    <div className="share-area">
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div
          className="share-anchor"
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        >
          <button
            type="button"
            className="share-toggle"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            Share
          </button>
          {open && (
            <div className="share-panel">
              <label htmlFor="share-link-css">Link</label>
              <input
                id="share-link-css"
                readOnly
                value="https://example.com/doc/42"
              />
            </div>
          )}
        </div>
      </ClickAwayListener>
    </div>
  );
}
