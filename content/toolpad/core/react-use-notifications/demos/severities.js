import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  NotificationsProvider,
  useNotifications,
} from '@toolpad/core/useNotifications';

const outcomes = [
  {
    severity: 'success',
    label: 'Deploy succeeded',
    message: 'Version 2.4.1 is live.',
  },
  {
    severity: 'info',
    label: 'Deploy queued',
    message: 'Two builds are ahead of yours.',
  },
  {
    severity: 'warning',
    label: 'Slow deploy',
    message: 'The health check took 40 s.',
  },
  {
    severity: 'error',
    label: 'Deploy failed',
    message: 'Build step "test" exited with 1.',
  },
];

function DeployResults() {
  const notifications = useNotifications();
  // `severity` turns the snackbar into a coloured alert with an icon.
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {outcomes.map(({ severity, label, message }) => (
        <Button
          key={severity}
          variant="outlined"
          onClick={() =>
            notifications.show(message, { severity, autoHideDuration: 4000 })
          }
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}

export default function Severities() {
  return (
    <NotificationsProvider>
      <DeployResults />
    </NotificationsProvider>
  );
}
