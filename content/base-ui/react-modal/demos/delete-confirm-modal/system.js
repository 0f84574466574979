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
  backgroundColor: 'rgb(15 23 42 / 0.6)',
});
const Dialog = styled('div')({
  width: 340,
  padding: 24,
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
  outline: 0,
});
const Action = styled('button')({
  padding: '8px 14px',
  borderRadius: 8,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
  '&.danger': { borderColor: '#b91c1c', backgroundColor: '#b91c1c', color: '#fff' },
});

export default function DeleteConfirmModalSystem() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);
  return (
    <div>
      <Action
        type="button"
        className="danger"
        onClick={() => setOpen(true)}
        disabled={deleted}
      >
        {deleted ? 'Project deleted' : 'Delete project'}
      </Action>
      <Layer
        open={open}
        onClose={() => setOpen(false)}
        slots={{ backdrop: Backdrop }}
      >
        <Dialog
          role="alertdialog"
          aria-modal
          aria-labelledby="delete-title"
          aria-describedby="delete-text"
          tabIndex={-1}
        >
          <h2 id="delete-title" style={{ margin: 0, fontSize: 20 }}>
            Delete this project?
          </h2>
          <p id="delete-text">
            Its 14 pages and their history are removed for everyone.
          </p>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
            <Action type="button" onClick={() => setOpen(false)}>
              Cancel
            </Action>
            <Action
              type="button"
              className="danger"
              onClick={() => {
                setDeleted(true);
                setOpen(false);
              }}
            >
              Delete
            </Action>
          </div>
        </Dialog>
      </Layer>
    </div>
  );
}
