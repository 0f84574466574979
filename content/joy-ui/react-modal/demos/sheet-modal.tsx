import * as React from 'react';
import Button from '@mui/joy/Button';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SheetModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </Button>
      {/* Modal only adds the backdrop, focus trap and Escape handling; the content can be
          any element. Here a Sheet is centered by the Modal's flex layout. */}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="sheet-modal-title"
        sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', p: 2 }}
      >
        <Sheet variant="outlined" sx={{ p: 3, pr: 6, borderRadius: 'md', boxShadow: 'lg', maxWidth: 360 }}>
          <ModalClose variant="plain" sx={{ m: 1 }} />
          <Typography id="sheet-modal-title" component="h2" level="title-lg" sx={{ mb: 1 }}>
            Keyboard shortcuts
          </Typography>
          <Typography level="body-sm">Press / to search, N for a new note and Escape to close this window.</Typography>
        </Sheet>
      </Modal>
    </React.Fragment>
  );
}
