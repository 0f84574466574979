import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Snackbar from '@mui/joy/Snackbar';

const DURATION = 6000;

export default function SnackbarCountdown() {
  const [open, setOpen] = React.useState(false);
  const [left, setLeft] = React.useState(DURATION);

  React.useEffect(() => {
    if (!open) return undefined;
    setLeft(DURATION);
    const started = Date.now();
    const timer = window.setInterval(
      () => setLeft(Math.max(0, DURATION - (Date.now() - started))),
      100,
    );
    return () => window.clearInterval(timer);
  }, [open]);

  return (
    <React.Fragment>
      <Button variant="soft" color="danger" onClick={() => setOpen(true)}>
        Delete 3 files
      </Button>
      <Snackbar
        open={open}
        variant="soft"
        color="danger"
        autoHideDuration={DURATION}
        onClose={() => setOpen(false)}
        startDecorator={
          <CircularProgress
            determinate
            value={(left / DURATION) * 100}
            size="sm"
            aria-hidden
          >
            {Math.ceil(left / 1000)}
          </CircularProgress>
        }
        endDecorator={
          <Button
            size="sm"
            variant="solid"
            color="danger"
            onClick={() => setOpen(false)}
          >
            Undo
          </Button>
        }
      >
        3 files will be deleted.
      </Snackbar>
    </React.Fragment>
  );
}
