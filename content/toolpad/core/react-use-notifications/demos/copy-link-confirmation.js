import * as React from 'react';
import Button from '@mui/material/Button';
import {
  NotificationsProvider,
  useNotifications,
} from '@toolpad/core/useNotifications';

function CopyLinkButton() {
  const notifications = useNotifications();
  return (
    <Button
      variant="outlined"
      onClick={() => {
        // No clipboard access needed for the demo: just confirm the action.
        notifications.show('Invite link copied', { autoHideDuration: 3000 });
      }}
    >
      Copy invite link
    </Button>
  );
}

export default function CopyLinkConfirmation() {
  return (
    <NotificationsProvider>
      <CopyLinkButton />
    </NotificationsProvider>
  );
}
