import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DialogsProvider, useDialogs } from '@toolpad/core/useDialogs';

function SessionWarning() {
  const dialogs = useDialogs();
  // `close` must come from the latest render (it looks the dialog up in the current stack), so a
  // timer reads it through a ref rather than from the render that opened the dialog.
  const latestDialogs = React.useRef(dialogs);
  latestDialogs.current = dialogs;
  const [log, setLog] = React.useState('No warning shown yet.');
  const warn = async () => {
    const dialog = dialogs.confirm('You will be signed out soon. Stay signed in?', {
      title: 'Session expiring',
      okText: 'Stay signed in',
      cancelText: 'Sign out',
    });
    // Nobody answered in 5 seconds: close the dialog from code, with the result to use.
    const timer = setTimeout(() => latestDialogs.current.close(dialog, false), 5000);
    const stay = await dialog;
    clearTimeout(timer);
    setLog(
      stay
        ? 'The session was extended.'
        : 'Signed out (answered "Sign out" or timed out).',
    );
  };
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="outlined" onClick={warn}>
        Simulate an expiring session
      </Button>
      <Typography>{log}</Typography>
    </Stack>
  );
}

export default function CloseFromCode() {
  return (
    <DialogsProvider>
      <SessionWarning />
    </DialogsProvider>
  );
}
