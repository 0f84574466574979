import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  NotificationsProvider,
  useNotifications,
} from '@toolpad/core/useNotifications';

function ProfileForm() {
  const notifications = useNotifications();
  const [name, setName] = React.useState('Ada');
  const [saved, setSaved] = React.useState('Ada');

  const save = (event) => {
    event.preventDefault();
    if (!name.trim()) {
      notifications.show('A display name is required.', {
        severity: 'error',
        autoHideDuration: 4000,
      });
      return;
    }
    const previous = saved;
    setSaved(name);
    notifications.show(`Saved "${name}"`, {
      severity: 'success',
      autoHideDuration: 4000,
      actionText: 'Undo',
      onAction: () => {
        setSaved(previous);
        setName(previous);
      },
    });
  };

  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={save}
      sx={{ alignItems: 'center' }}
    >
      <TextField
        size="small"
        label="Display name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        helperText={`Saved: ${saved}`}
      />
      <Button type="submit" variant="contained">
        Save
      </Button>
    </Stack>
  );
}

export default function SaveNotifications() {
  return (
    <NotificationsProvider>
      <ProfileForm />
    </NotificationsProvider>
  );
}
