import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  NotificationsProvider,
  useNotifications,
} from '@toolpad/core/useNotifications';

function ConnectionStatus() {
  const notifications = useNotifications();
  const [drops, setDrops] = React.useState(0);
  const dropConnection = () => {
    setDrops((count) => count + 1);
    // A fixed key: while this notification is open or queued, showing it again adds nothing.
    notifications.show('Connection lost. Retrying…', {
      key: 'connection',
      severity: 'warning',
    });
  };
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="outlined" onClick={dropConnection}>
        Drop the connection
      </Button>
      <Button onClick={() => notifications.close('connection')}>Reconnect</Button>
      <Typography>Drops: {drops}</Typography>
    </Stack>
  );
}

export default function Deduplicated() {
  return (
    <NotificationsProvider>
      <ConnectionStatus />
    </NotificationsProvider>
  );
}
