import * as React from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The default indeterminate circle animates its stroke dash and rotates. disableShrink keeps only
// the rotation, which the browser can run off the main thread.
export default function SpinnerDisableShrink() {
  return (
    <Stack direction="row" spacing={6}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress aria-label="Loading (default animation)" />
        <Typography variant="caption">Default</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress disableShrink aria-label="Loading (rotation only)" />
        <Typography variant="caption">disableShrink</Typography>
      </Stack>
    </Stack>
  );
}
