import * as React from 'react';
import { Modal } from '@mui/base/Modal';

const action = 'cursor-pointer rounded-lg border border-solid px-3.5 py-2';
const danger = `${action} border-red-700 bg-red-700 text-white disabled:cursor-default`;

export default function DeleteConfirmModalTailwind() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);
  return (
    <div>
      <button
        type="button"
        className={danger}
        onClick={() => setOpen(true)}
        disabled={deleted}
      >
        {deleted ? 'Project deleted' : 'Delete project'}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        disablePortal
        className="fixed inset-0 z-[1300] grid place-items-center"
        slots={{ backdrop: 'div' }}
        slotProps={{
          backdrop: { className: 'fixed inset-0 -z-10 bg-slate-900/60' },
        }}
      >
        <div
          role="alertdialog"
          aria-modal
          aria-labelledby="delete-title"
          aria-describedby="delete-text"
          tabIndex={-1}
          className="w-[340px] rounded-xl bg-white p-6 text-slate-900 outline-none"
        >
          <h2 id="delete-title" className="m-0 text-xl">
            Delete this project?
          </h2>
          <p id="delete-text">
            Its 14 pages and their history are removed for everyone.
          </p>
          <div className="flex justify-end gap-2">
            <button
              type="button"
              className={`${action} border-slate-500 bg-white text-slate-900`}
              onClick={() => setOpen(false)}
            >
              Cancel
            </button>
            <button
              type="button"
              className={danger}
              onClick={() => {
                setDeleted(true);
                setOpen(false);
              }}
            >
              Delete
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
