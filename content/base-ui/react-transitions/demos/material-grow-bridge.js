import * as React from 'react';
import Grow from '@mui/material/Grow';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { useTransitionStateManager } from '@mui/base/useTransition';

// Connects Material UI's Grow (React Transition Group) to Base UI's transitions API.
function MaterialGrow({ children }) {
  const { requestedEnter, onExited } = useTransitionStateManager();
  return (
    <Grow
      in={requestedEnter}
      onExited={onExited}
      appear
      style={{ transformOrigin: 'top left' }}
    >
      {children}
    </Grow>
  );
}

export default function MaterialGrowBridge() {
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ minHeight: 130 }}>
      <button
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        style={{ font: 'inherit' }}
      >
        Keyboard shortcuts
      </button>
      <Popup open={open} anchor={anchor} placement="bottom-start" offset={6}>
        <MaterialGrow>
          <div
            style={{
              padding: 12,
              color: '#0f172a',
              backgroundColor: '#fff',
              border: '1px solid #cbd5e1',
              borderRadius: 8,
            }}
          >
            Ctrl + K: search
            <br />
            Shift + ?: all shortcuts
          </div>
        </MaterialGrow>
      </Popup>
    </div>
  );
}
