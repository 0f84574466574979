import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

const duration = 200;

export default function FadeTransition() {
  const [phase, setPhase] = React.useState('closed');
  const timer = React.useRef();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => {
    setPhase('closing');
    // Keep the modal open while the fade-out runs, then close it for real.
    timer.current = setTimeout(() => setPhase('closed'), duration);
  };
  const visible = phase === 'open';

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setPhase('open')}>
        Show what’s new
      </Button>
      {/* keepMounted leaves the elements in the page while closed, so CSS transitions on
          opacity and transform run both ways. */}
      <Modal
        keepMounted
        open={phase !== 'closed'}
        onClose={close}
        slotProps={{
          backdrop: {
            sx: { opacity: visible ? 1 : 0, transition: `opacity ${duration}ms` },
          },
        }}
      >
        <ModalDialog
          sx={{
            opacity: visible ? 1 : 0,
            transform: visible
              ? 'translate(-50%, -50%)'
              : 'translate(-50%, calc(-50% + 16px))',
            transition: `opacity ${duration}ms, transform ${duration}ms`,
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          <ModalClose />
          <DialogTitle>What’s new in 4.2</DialogTitle>
          <DialogContent>
            Shared folders, faster search and a dark theme for the editor.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
