import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Textarea from '@mui/joy/Textarea';

export default function FullscreenEditor() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Write in full screen
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        {/* layout="fullscreen" fills the viewport: room for a distraction-free editor. */}
        <ModalDialog layout="fullscreen" aria-labelledby="fullscreen-editor-title">
          <ModalClose aria-label="Close the editor" />
          <DialogTitle id="fullscreen-editor-title">
            Draft: Notes from the field
          </DialogTitle>
          <DialogContent>
            <FormControl sx={{ height: '100%' }}>
              <FormLabel>Body</FormLabel>
              <Textarea
                minRows={10}
                defaultValue="We left the station before sunrise and followed the river north."
                sx={{ flex: 1 }}
              />
            </FormControl>
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
