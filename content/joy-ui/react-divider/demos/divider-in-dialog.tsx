import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

export default function DividerInDialog() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="danger" onClick={() => setOpen(true)}>
        Delete project…
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog role="alertdialog" sx={{ maxWidth: 400 }}>
          <DialogTitle>Delete “Garden redesign”?</DialogTitle>
          {/* A direct child of ModalDialog: it reaches both edges of the dialog by itself. */}
          <Divider />
          <DialogContent>
            The project, its 14 files and its comments are removed for everyone. This cannot be
            undone.
          </DialogContent>
          <DialogActions>
            <Button color="danger" onClick={() => setOpen(false)}>
              Delete
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
