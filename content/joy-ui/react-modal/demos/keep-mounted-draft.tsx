import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Textarea from '@mui/joy/Textarea';

export default function KeepMountedDraft() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button onClick={() => setOpen(true)}>Write feedback</Button>
      {/* Closed modals normally unmount. keepMounted only hides this one, so the
          uncontrolled draft survives closing and reopening. */}
      <Modal keepMounted open={open} onClose={() => setOpen(false)}>
        <ModalDialog sx={{ width: 420, maxWidth: '100%' }}>
          <DialogTitle>Feedback</DialogTitle>
          <FormControl>
            <FormLabel>Your message</FormLabel>
            <Textarea minRows={3} placeholder="Type, close, then reopen: the text stays." />
          </FormControl>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Done</Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
