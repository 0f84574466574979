import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';

export default function MessageQueue() {
  const [queue, setQueue] = React.useState([]);
  const [current, setCurrent] = React.useState(null);
  const [open, setOpen] = React.useState(false);
  const counter = React.useRef(0);

  // One snackbar at a time: when the current one has closed, the next message in the queue shows.
  React.useEffect(() => {
    if (!current && queue.length > 0) {
      setCurrent(queue[0]);
      setQueue((list) => list.slice(1));
      setOpen(true);
    }
  }, [current, queue]);

  const push = (text) => {
    counter.current += 1;
    setQueue((list) => [...list, { key: counter.current, text }]);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button
        variant="outlined"
        color="neutral"
        onClick={() => push('Photo saved to the album.')}
      >
        Save photo
      </Button>
      <Button
        variant="outlined"
        color="neutral"
        onClick={() => push('Link copied.')}
      >
        Copy link
      </Button>
      <Snackbar
        key={current?.key}
        role="status"
        open={open}
        autoHideDuration={2500}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setOpen(false);
          }
        }}
        // onUnmount fires after the exit animation: only then is the next message taken.
        onUnmount={() => setCurrent(null)}
      >
        {current?.text}
      </Snackbar>
    </Stack>
  );
}
