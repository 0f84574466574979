import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DialogsProvider, useDialogs } from '@toolpad/core/useDialogs';

function AccountDanger() {
  const dialogs = useDialogs();
  const [status, setStatus] = React.useState('Active');
  const deactivate = async () => {
    // `severity` colours the confirm button: error for destructive actions.
    const confirmed = await dialogs.confirm(
      'Members of this workspace will lose access until an owner reactivates it.',
      {
        title: 'Deactivate workspace?',
        okText: 'Deactivate',
        cancelText: 'Cancel',
        severity: 'error',
      },
    );
    setStatus(confirmed ? 'Deactivated' : 'Active (deactivation cancelled)');
  };
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button color="error" variant="outlined" onClick={deactivate}>
        Deactivate workspace
      </Button>
      <Typography>Status: {status}</Typography>
    </Stack>
  );
}

export default function ConfirmDialog() {
  return (
    <DialogsProvider>
      <AccountDanger />
    </DialogsProvider>
  );
}
