import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import CloudOff from '@mui/icons-material/CloudOff';

export default function InvertedSnackbar() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="soft" color="warning" onClick={() => setOpen(true)}>
        Go offline
      </Button>
      {/* invertedColors: the buttons in the solid snackbar take colors that read on it,
          without a color of their own. */}
      <Snackbar
        role="status"
        variant="solid"
        color="warning"
        invertedColors
        open={open}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setOpen(false);
          }
        }}
        startDecorator={<CloudOff />}
        endDecorator={
          <Stack direction="row" spacing={1}>
            <Button size="sm" variant="solid" onClick={() => setOpen(false)}>
              Retry
            </Button>
            <Button size="sm" variant="plain" onClick={() => setOpen(false)}>
              Dismiss
            </Button>
          </Stack>
        }
      >
        You are offline. Changes are kept on this device.
      </Snackbar>
    </React.Fragment>
  );
}
