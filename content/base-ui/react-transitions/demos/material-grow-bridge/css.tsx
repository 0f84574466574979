import * as React from 'react';
import Grow from '@mui/material/Grow';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { useTransitionStateManager } from '@mui/base/useTransition';
import './material-grow-bridge.css';

// Connects Material UI's Grow (React Transition Group) to Base UI's transitions API.
function MaterialGrow({ children }: { children: React.ReactElement }) {
  const { requestedEnter, onExited } = useTransitionStateManager();
  return (
    <Grow in={requestedEnter} onExited={onExited} appear style={{ transformOrigin: 'top left' }}>
      {children}
    </Grow>
  );
}

export default function MaterialGrowBridgeCss() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div className="material-grow-bridge">
      <button
        ref={setAnchor}
        type="button"
        className="material-grow-bridge-trigger"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        Keyboard shortcuts
      </button>
      <Popup open={open} anchor={anchor} placement="bottom-start" offset={6}>
        <MaterialGrow>
          <div className="material-grow-bridge-card">
            Ctrl + K: search
            <br />
            Shift + ?: all shortcuts
          </div>
        </MaterialGrow>
      </Popup>
    </div>
  );
}
