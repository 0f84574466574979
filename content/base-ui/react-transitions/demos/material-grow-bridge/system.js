import * as React from 'react';
import Grow from '@mui/material/Grow';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { useTransitionStateManager } from '@mui/base/useTransition';
import { styled } from '@mui/system';

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

const Trigger = styled('button')({
  padding: '6px 12px',
  border: '1px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#f1f5f9',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

const Card = styled('div')({
  padding: 12,
  lineHeight: 1.5,
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 8px 24px rgb(15 23 42 / 0.18)',
});

export default function MaterialGrowBridgeSystem() {
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ minHeight: 130 }}>
      <Trigger
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        Keyboard shortcuts
      </Trigger>
      <Popup open={open} anchor={anchor} placement="bottom-start" offset={6}>
        <MaterialGrow>
          <Card>
            Ctrl + K: search
            <br />
            Shift + ?: all shortcuts
          </Card>
        </MaterialGrow>
      </Popup>
    </div>
  );
}
