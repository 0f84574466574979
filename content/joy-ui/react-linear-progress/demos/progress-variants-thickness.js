import * as React from 'react';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';

export default function ProgressVariantsThickness() {
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 400 }}>
      <LinearProgress variant="solid" aria-label="Loading (solid)" />
      <LinearProgress
        variant="soft"
        color="success"
        determinate
        value={70}
        aria-label="70% (soft)"
      />
      <LinearProgress
        variant="outlined"
        color="warning"
        determinate
        value={45}
        thickness={10}
        aria-label="45% (outlined, thick)"
      />
      <LinearProgress
        variant="plain"
        color="danger"
        determinate
        value={20}
        size="sm"
        aria-label="20% (plain, small)"
      />
    </Stack>
  );
}
