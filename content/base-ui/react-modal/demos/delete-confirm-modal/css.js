import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import './delete-confirm-modal.css';

export default function DeleteConfirmModalCss() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);
  return (
    <div>
      <button
        type="button"
        className="confirm-action confirm-danger"
        onClick={() => setOpen(true)}
        disabled={deleted}
      >
        {deleted ? 'Project deleted' : 'Delete project'}
      </button>
      <Modal
        className="confirm-layer"
        open={open}
        onClose={() => setOpen(false)}
        slots={{ backdrop: 'div' }}
        slotProps={{ backdrop: { className: 'confirm-backdrop' } }}
      >
        <div
          className="confirm-dialog"
          role="alertdialog"
          aria-modal
          aria-labelledby="delete-title"
          aria-describedby="delete-text"
          tabIndex={-1}
        >
          <h2 id="delete-title">Delete this project?</h2>
          <p id="delete-text">
            Its 14 pages and their history are removed for everyone.
          </p>
          <div className="confirm-actions">
            <button
              type="button"
              className="confirm-action"
              onClick={() => setOpen(false)}
            >
              Cancel
            </button>
            <button
              type="button"
              className="confirm-action confirm-danger"
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
