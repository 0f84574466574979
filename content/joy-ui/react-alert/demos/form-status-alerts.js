import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';

export default function FormStatusAlerts() {
  const [email, setEmail] = React.useState('');
  const [status, setStatus] = React.useState('idle');

  const save = (event) => {
    event.preventDefault();
    setStatus(/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? 'saved' : 'invalid');
  };

  return (
    <Stack component="form" spacing={2} onSubmit={save} sx={{ maxWidth: 420 }}>
      <Alert
        color="warning"
        variant="soft"
        startDecorator={<WarningRounded />}
        role="status"
      >
        Your storage is 92% full. Old backups are removed first.
      </Alert>
      <Stack direction="row" spacing={1}>
        <Input
          placeholder="backup@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          slotProps={{ input: { 'aria-label': 'Backup email address' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit">Save</Button>
      </Stack>
      {status === 'saved' && (
        <Alert color="success" startDecorator={<CheckCircleRounded />}>
          Backup reports will go to {email}.
        </Alert>
      )}
      {status === 'invalid' && (
        <Alert color="danger" variant="outlined" startDecorator={<ErrorRounded />}>
          That address is not valid. Check for a missing @ or domain.
        </Alert>
      )}
    </Stack>
  );
}
