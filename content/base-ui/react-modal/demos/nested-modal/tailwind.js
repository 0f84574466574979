import * as React from 'react';
import { Modal } from '@mui/base/Modal';

const layer = 'fixed inset-0 z-[1300] grid place-items-center';
const backdrop = { className: 'fixed inset-0 -z-10 bg-slate-900/50' };
const dialog =
  'grid w-[360px] gap-3 rounded-xl bg-white p-6 text-slate-900 outline-none';
const action =
  'cursor-pointer justify-self-start rounded-lg border border-solid border-slate-500 bg-white px-3.5 py-2 text-slate-900';

export default function NestedModalTailwind() {
  const id = React.useId();
  const [settings, setSettings] = React.useState(false);
  const [confirm, setConfirm] = React.useState(false);
  const [signedOut, setSignedOut] = React.useState(0);
  return (
    <div>
      <button type="button" className={action} onClick={() => setSettings(true)}>
        Open session settings
      </button>
      <p>Other devices signed out: {signedOut}</p>
      <Modal
        open={settings}
        onClose={() => setSettings(false)}
        disablePortal
        className={layer}
        slots={{ backdrop: 'div' }}
        slotProps={{ backdrop }}
      >
        <div
          role="dialog"
          aria-modal
          aria-labelledby={`${id}-settings`}
          tabIndex={-1}
          className={dialog}
        >
          <h2 id={`${id}-settings`} className="m-0 text-xl">
            Sessions
          </h2>
          <p className="m-0">You are signed in on 3 other devices.</p>
          <button type="button" className={action} onClick={() => setConfirm(true)}>
            Sign out other devices
          </button>
          <button
            type="button"
            className={action}
            onClick={() => setSettings(false)}
          >
            Close
          </button>
          <Modal
            open={confirm}
            onClose={() => setConfirm(false)}
            disablePortal
            className={layer}
            slots={{ backdrop: 'div' }}
            slotProps={{ backdrop }}
          >
            <div
              role="alertdialog"
              aria-modal
              aria-labelledby={`${id}-confirm`}
              tabIndex={-1}
              className={dialog}
            >
              <h2 id={`${id}-confirm`} className="m-0 text-xl">
                Sign out 3 devices?
              </h2>
              <div className="flex gap-2">
                <button
                  type="button"
                  className={action}
                  onClick={() => setConfirm(false)}
                >
                  Cancel
                </button>
                <button
                  type="button"
                  className={action}
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
