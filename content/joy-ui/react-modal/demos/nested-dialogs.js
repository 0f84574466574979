import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

export default function NestedDialogs() {
  const [editing, setEditing] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);

  return (
    <React.Fragment>
      <Button onClick={() => setEditing(true)}>Edit profile</Button>
      <Modal open={editing} onClose={() => setConfirming(true)}>
        <ModalDialog>
          <DialogTitle>Edit profile</DialogTitle>
          <DialogContent>
            Closing asks first, because there may be unsaved changes.
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(false)}>Save</Button>
            <Button
              variant="plain"
              color="neutral"
              onClick={() => setConfirming(true)}
            >
              Close
            </Button>
          </DialogActions>
          {/* A second Modal inside the first stacks above it; Escape closes the top one only. */}
          <Modal open={confirming} onClose={() => setConfirming(false)}>
            <ModalDialog size="sm" role="alertdialog">
              <DialogTitle>Discard changes?</DialogTitle>
              <DialogActions>
                <Button
                  color="danger"
                  onClick={() => {
                    setConfirming(false);
                    setEditing(false);
                  }}
                >
                  Discard
                </Button>
                <Button
                  variant="plain"
                  color="neutral"
                  onClick={() => setConfirming(false)}
                >
                  Keep editing
                </Button>
              </DialogActions>
            </ModalDialog>
          </Modal>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
