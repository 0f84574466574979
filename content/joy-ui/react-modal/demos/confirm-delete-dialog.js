import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import DeleteForever from '@mui/icons-material/DeleteForever';
import WarningRounded from '@mui/icons-material/WarningRounded';

export default function ConfirmDeleteDialog() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);

  return (
    <React.Fragment>
      <Button
        variant="outlined"
        color="danger"
        startDecorator={<DeleteForever />}
        disabled={deleted}
        onClick={() => setOpen(true)}
      >
        {deleted ? 'Project deleted' : 'Delete project'}
      </Button>
      {deleted && (
        <Typography level="body-sm" sx={{ mt: 1 }}>
          Gone. (Reload the demo to bring it back.)
        </Typography>
      )}
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog variant="outlined" role="alertdialog">
          <DialogTitle>
            <WarningRounded />
            Delete “Harbor redesign”?
          </DialogTitle>
          <Divider />
          <DialogContent>
            Its 14 files and 3 shared links go too. This cannot be undone.
          </DialogContent>
          <DialogActions>
            <Button
              color="danger"
              onClick={() => {
                setDeleted(true);
                setOpen(false);
              }}
            >
              Delete
            </Button>
            <Button
              variant="plain"
              color="neutral"
              autoFocus
              onClick={() => setOpen(false)}
            >
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
