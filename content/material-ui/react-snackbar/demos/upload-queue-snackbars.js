import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

export default function ConsecutiveSnackbars() {
  const [queue, setQueue] = React.useState([]);
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState(undefined);

  React.useEffect(() => {
    if (queue.length && !current) {
      // Nothing on screen: show the next message.
      setCurrent(queue[0]);
      setQueue((rest) => rest.slice(1));
      setOpen(true);
    } else if (queue.length && current && open) {
      // A new message waits: close the current one early, one snackbar at a time.
      setOpen(false);
    }
  }, [queue, current, open]);

  const push = (text) =>
    setQueue((rest) => [...rest, { text, key: Date.now() + Math.random() }]);

  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={() => push('Photo uploaded')}>
        Upload photo
      </Button>
      <Button variant="outlined" onClick={() => push('Album shared')}>
        Share album
      </Button>
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={3000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        TransitionProps={{ onExited: () => setCurrent(undefined) }}
        message={current?.text}
      />
    </Stack>
  );
}
