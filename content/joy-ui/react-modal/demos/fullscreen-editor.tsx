import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Textarea from '@mui/joy/Textarea';

export default function FullscreenEditor() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Edit in full screen
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        {/* layout="fullscreen" fills the viewport: for tasks that need the whole screen. */}
        <ModalDialog layout="fullscreen">
          <ModalClose />
          <DialogTitle>Meeting notes</DialogTitle>
          <DialogContent>
            <Textarea minRows={12} defaultValue="Agenda: roadmap review, hiring, offsite." aria-label="Meeting notes" sx={{ flex: 1 }} />
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
