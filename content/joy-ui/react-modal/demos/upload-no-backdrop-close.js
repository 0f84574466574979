import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import LinearProgress from '@mui/joy/LinearProgress';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';

export default function UploadNoBackdropClose() {
  const [open, setOpen] = React.useState(false);
  const [progress, setProgress] = React.useState(0);

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    setProgress(0);
    const id = setInterval(
      () => setProgress((value) => Math.min(value + 10, 100)),
      300,
    );
    return () => clearInterval(id);
  }, [open]);

  return (
    <React.Fragment>
      <Button onClick={() => setOpen(true)}>Upload photos</Button>
      {/* onClose gets a reason: ignore backdrop clicks so a stray click cannot hide the upload. */}
      <Modal
        open={open}
        onClose={(_event, reason) => {
          if (reason !== 'backdropClick') {
            setOpen(false);
          }
        }}
      >
        <ModalDialog
          aria-labelledby="upload-no-backdrop-close-title"
          sx={{ width: 360 }}
        >
          <DialogTitle id="upload-no-backdrop-close-title">
            Uploading 24 photos
          </DialogTitle>
          <DialogContent>
            <LinearProgress
              determinate
              value={progress}
              aria-label="Upload progress"
            />
            <Typography level="body-sm" aria-live="polite">
              {progress < 100
                ? `${progress}% done. Escape or Cancel stops it.`
                : 'All photos uploaded.'}
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button
              variant={progress < 100 ? 'plain' : 'solid'}
              color="neutral"
              onClick={() => setOpen(false)}
            >
              {progress < 100 ? 'Cancel' : 'Done'}
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
