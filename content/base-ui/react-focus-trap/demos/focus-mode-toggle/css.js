import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import './focus-mode-toggle.css';

// The toggle sits inside the trap, so it stays reachable to turn the trap off again.
// disableAutoFocus keeps focus on the toggle instead of moving it to the panel.
export default function FocusModeToggleCss() {
  const [trapped, setTrapped] = React.useState(false);
  return (
    <FocusTrap open={trapped} disableAutoFocus disableRestoreFocus>
      <section
        tabIndex={-1}
        aria-label="Draft reply"
        className={trapped ? 'focus-mode is-trapped' : 'focus-mode'}
      >
        <button
          type="button"
          aria-pressed={trapped}
          onClick={() => setTrapped(!trapped)}
        >
          Focus mode: {trapped ? 'on' : 'off'}
        </button>
        <label htmlFor="focus-mode-css">Reply</label>
        <textarea
          id="focus-mode-css"
          rows={3}
          defaultValue="Thanks, the new dates work for us."
        />
      </section>
    </FocusTrap>
  );
}
