import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import './clipped-popup.css';

export default function ClippedPopupCss() {
  const id = React.useId();
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(true);
  const [strategy, setStrategy] = React.useState('absolute');
  return (
    <div className="clipped-popup">
      <fieldset className="clipped-popup-options">
        <legend>Positioning strategy</legend>
        {['absolute', 'fixed'].map((value) => (
          <label key={value}>
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
      <div className="clipped-popup-box">
        <span>A card with overflow: hidden</span>
        <br />
        <button
          ref={setAnchor}
          type="button"
          className="clipped-popup-button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide hint' : 'Show hint'}
        </button>
        <Popup
          open={open}
          anchor={anchor}
          placement="bottom-start"
          offset={6}
          disablePortal
          strategy={strategy}
          className="clipped-popup-layer"
        >
          <div className="clipped-popup-hint">
            This hint stays in the card&apos;s DOM; only fixed positioning lets it
            out.
          </div>
        </Popup>
      </div>
    </div>
  );
}
