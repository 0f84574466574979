import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar, { SnackbarCloseReason } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CloseReasons() {
  const [open, setOpen] = React.useState(false);
  const [reason, setReason] = React.useState<SnackbarCloseReason | null>(null);

  return (
    // onClose says why the snackbar wants to close: "timeout" after autoHideDuration,
    // "clickaway" on a click elsewhere, "escapeKeyDown" on Escape. Each can be handled apart.
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        color="neutral"
        onClick={() => {
          setReason(null);
          setOpen(true);
        }}
      >
        Show a message
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {reason ? `Closed because of: ${reason}` : 'Then wait, click elsewhere or press Escape.'}
      </Typography>
      <Snackbar
        role="status"
        open={open}
        autoHideDuration={5000}
        onClose={(_event, why) => {
          setReason(why);
          setOpen(false);
        }}
      >
        Draft saved.
      </Snackbar>
    </Stack>
  );
}
