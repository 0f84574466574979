import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import './nested-modal.css';

export default function NestedModalCss() {
  const id = React.useId();
  const [settings, setSettings] = React.useState(false);
  const [confirm, setConfirm] = React.useState(false);
  const [signedOut, setSignedOut] = React.useState(0);
  const backdrop = { className: 'nested-modal-backdrop' };
  return (
    <div>
      <button
        type="button"
        className="nested-modal-action"
        onClick={() => setSettings(true)}
      >
        Open session settings
      </button>
      <p>Other devices signed out: {signedOut}</p>
      <Modal
        className="nested-modal-layer"
        open={settings}
        onClose={() => setSettings(false)}
        slots={{ backdrop: 'div' }}
        slotProps={{ backdrop }}
      >
        <div
          role="dialog"
          aria-modal
          aria-labelledby={`${id}-settings`}
          tabIndex={-1}
          className="nested-modal-dialog"
        >
          <h2 id={`${id}-settings`}>Sessions</h2>
          <p>You are signed in on 3 other devices.</p>
          <button
            type="button"
            className="nested-modal-action"
            onClick={() => setConfirm(true)}
          >
            Sign out other devices
          </button>
          <button
            type="button"
            className="nested-modal-action"
            onClick={() => setSettings(false)}
          >
            Close
          </button>
          <Modal
            className="nested-modal-layer"
            open={confirm}
            onClose={() => setConfirm(false)}
            slots={{ backdrop: 'div' }}
            slotProps={{ backdrop }}
          >
            <div
              role="alertdialog"
              aria-modal
              aria-labelledby={`${id}-confirm`}
              tabIndex={-1}
              className="nested-modal-dialog"
            >
              <h2 id={`${id}-confirm`}>Sign out 3 devices?</h2>
              <div className="nested-modal-actions">
                <button
                  type="button"
                  className="nested-modal-action"
                  onClick={() => setConfirm(false)}
                >
                  Cancel
                </button>
                <button
                  type="button"
                  className="nested-modal-action"
                  onClick={() => {
                    setSignedOut(3);
                    setConfirm(false);
                  }}
                >
                  Sign out
                </button>
              </div>
            </div>
          </Modal>
        </div>
      </Modal>
    </div>
  );
}
