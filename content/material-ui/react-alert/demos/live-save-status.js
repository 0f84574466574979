import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function LiveSaveStatus() {
  const [result, setResult] = React.useState(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => setResult('saved')}>
          Save
        </Button>
        <Button variant="outlined" color="error" onClick={() => setResult('failed')}>
          Save (offline)
        </Button>
      </Stack>
      {/* A calm outcome uses role="status" (announced when idle); a failure keeps role="alert". */}
      <Box sx={{ minHeight: 48 }}>
        {result === 'saved' ? (
          <Alert severity="success" role="status">
            Profile saved.
          </Alert>
        ) : null}
        {result === 'failed' ? (
          <Alert severity="error">
            Could not save: you are offline. Your edits are kept on this device.
          </Alert>
        ) : null}
      </Box>
    </Stack>
  );
}
