import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

export default function InvertedDialog() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button color="danger" variant="soft" onClick={() => setOpen(true)}>
        Delete project…
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog
          variant="solid"
          color="danger"
          invertedColors
          role="alertdialog"
        >
          <DialogTitle>Delete “Website redesign”?</DialogTitle>
          <DialogContent>
            Its 48 tasks and files are removed for everyone. Type the name to
            confirm.
          </DialogContent>
          <FormControl>
            <FormLabel>Project name</FormLabel>
            <Input autoFocus placeholder="Website redesign" />
          </FormControl>
          <DialogActions>
            <Button variant="solid" onClick={() => setOpen(false)}>
              Delete
            </Button>
            <Button variant="plain" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
