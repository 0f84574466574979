import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function BackupAlertVariants() {
  return (
    // One message, three weights: pick by how loudly it should speak on the page.
    <Stack spacing={1.5}>
      <Alert severity="success">Standard: your last backup finished at 03:12.</Alert>
      <Alert severity="success" variant="outlined">
        Outlined: your last backup finished at 03:12.
      </Alert>
      <Alert severity="success" variant="filled">
        Filled: your last backup finished at 03:12.
      </Alert>
    </Stack>
  );
}
