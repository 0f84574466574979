import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { styled } from '@mui/system';

const Layer = styled(Modal)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'grid',
  placeItems: 'center',
});
const Backdrop = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgb(15 23 42 / 0.5)',
});
const Dialog = styled('div')({
  display: 'grid',
  gap: 12,
  width: 360,
  padding: 24,
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
  outline: 0,
  '& h2': { margin: 0, fontSize: 20 },
  '& p': { margin: 0 },
});
const Action = styled('button')({
  justifySelf: 'start',
  padding: '8px 14px',
  border: '1px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
});

export default function NestedModalSystem() {
  const id = React.useId();
  const [settings, setSettings] = React.useState(false);
  const [confirm, setConfirm] = React.useState(false);
  const [signedOut, setSignedOut] = React.useState(0);
  return (
    <div>
      <Action type="button" onClick={() => setSettings(true)}>
        Open session settings
      </Action>
      <p>Other devices signed out: {signedOut}</p>
      <Layer
        open={settings}
        onClose={() => setSettings(false)}
        slots={{ backdrop: Backdrop }}
      >
        <Dialog
          role="dialog"
          aria-modal
          aria-labelledby={`${id}-settings`}
          tabIndex={-1}
        >
          <h2 id={`${id}-settings`}>Sessions</h2>
          <p>You are signed in on 3 other devices.</p>
          <Action type="button" onClick={() => setConfirm(true)}>
            Sign out other devices
          </Action>
          <Action type="button" onClick={() => setSettings(false)}>
            Close
          </Action>
          <Layer
            open={confirm}
            onClose={() => setConfirm(false)}
            slots={{ backdrop: Backdrop }}
          >
            <Dialog
              role="alertdialog"
              aria-modal
              aria-labelledby={`${id}-confirm`}
              tabIndex={-1}
            >
              <h2 id={`${id}-confirm`}>Sign out 3 devices?</h2>
              <div style={{ display: 'flex', gap: 8 }}>
                <Action type="button" onClick={() => setConfirm(false)}>
                  Cancel
                </Action>
                <Action
                  type="button"
                  onClick={() => {
                    setSignedOut(3);
                    setConfirm(false);
                  }}
                >
                  Sign out
                </Action>
              </div>
            </Dialog>
          </Layer>
        </Dialog>
      </Layer>
    </div>
  );
}
