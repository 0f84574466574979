import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppProvider } from '@toolpad/core/AppProvider';
import { useDialogs } from '@toolpad/core/useDialogs';
import { useNotifications } from '@toolpad/core/useNotifications';
import AppFrame from './app-frame';

function PublishPanel() {
  // Both hooks work right away: AppProvider already includes their providers.
  const dialogs = useDialogs();
  const notifications = useNotifications();
  const publish = async () => {
    const ok = await dialogs.confirm('Publish the spring catalog to all stores?', {
      title: 'Publish catalog',
      okText: 'Publish',
    });
    if (ok)
      notifications.show('Catalog published', {
        severity: 'success',
        autoHideDuration: 3000,
      });
  };
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Spring catalog
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={publish}>
          Publish
        </Button>
      </Stack>
    </Box>
  );
}

export default function BuiltInProviders() {
  return (
    <AppFrame title="AppProvider around a page of your own" height={300}>
      {({ window, theme }) => (
        <AppProvider theme={theme} window={window}>
          <PublishPanel />
        </AppProvider>
      )}
    </AppFrame>
  );
}
