import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

export default function BottomSheetMobile() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="soft" onClick={() => setOpen(true)}>
        Share location
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        {/* Centered from the sm breakpoint up; on phones the dialog sticks to the
            bottom edge and stacks its buttons so they are easy to reach. */}
        <ModalDialog
          sx={(theme) => ({
            [theme.breakpoints.only('xs')]: {
              top: 'unset',
              bottom: 0,
              left: 0,
              right: 0,
              transform: 'none',
              maxWidth: 'unset',
              borderRadius: 0,
              borderTopLeftRadius: 'var(--ModalDialog-radius)',
              borderTopRightRadius: 'var(--ModalDialog-radius)',
            },
          })}
        >
          <DialogTitle>Share your location?</DialogTitle>
          <DialogContent>
            Drivers nearby will see where to pick you up for the next 15 minutes.
          </DialogContent>
          <DialogActions sx={{ flexDirection: { xs: 'column', sm: 'row-reverse' } }}>
            <Button onClick={() => setOpen(false)}>Share</Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Not now
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
