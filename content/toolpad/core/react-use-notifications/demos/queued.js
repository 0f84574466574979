import * as React from 'react';
import Button from '@mui/material/Button';
import {
  NotificationsProvider,
  useNotifications,
} from '@toolpad/core/useNotifications';

function SyncButton() {
  const notifications = useNotifications();
  const sync = () => {
    // Three calls at once: the snackbars appear one after the other, never on top of each other.
    ['Contacts synced', 'Calendar synced', 'Files synced'].forEach((message) => {
      notifications.show(message, { severity: 'success', autoHideDuration: 1500 });
    });
  };
  return (
    <Button variant="outlined" onClick={sync}>
      Sync everything
    </Button>
  );
}

export default function Queued() {
  return (
    <NotificationsProvider>
      <SyncButton />
    </NotificationsProvider>
  );
}
