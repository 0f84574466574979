import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';

export default function DismissibleAlert() {
  const [open, setOpen] = React.useState(true);
  const [retried, setRetried] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Collapse in={open} sx={{ width: '100%' }}>
        <Alert
          severity="warning"
          // onClose adds a close button labelled "Close".
          onClose={() => setOpen(false)}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => setRetried((n) => n + 1)}
            >
              Retry
            </Button>
          }
        >
          Sync paused: you are offline.
          {retried > 0 ? ` Retried ${retried} time(s).` : ''}
        </Alert>
      </Collapse>
      <Button variant="outlined" disabled={open} onClick={() => setOpen(true)}>
        Show the alert again
      </Button>
    </Stack>
  );
}
