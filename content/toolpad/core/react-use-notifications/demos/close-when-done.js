import * as React from 'react';
import Button from '@mui/material/Button';
import {
  NotificationsProvider,
  useNotifications,
} from '@toolpad/core/useNotifications';

function UploadButton() {
  const notifications = useNotifications();
  const [busy, setBusy] = React.useState(false);
  const upload = async () => {
    setBusy(true);
    // Without autoHideDuration the notification stays until closed; show() returns its key.
    const key = notifications.show('Uploading 3 photos…', { severity: 'info' });
    await new Promise((resolve) => {
      setTimeout(resolve, 2500);
    });
    notifications.close(key);
    notifications.show('3 photos uploaded', {
      severity: 'success',
      autoHideDuration: 3000,
    });
    setBusy(false);
  };
  return (
    <Button variant="contained" disabled={busy} onClick={upload}>
      Upload photos
    </Button>
  );
}

export default function CloseWhenDone() {
  return (
    <NotificationsProvider>
      <UploadButton />
    </NotificationsProvider>
  );
}
