import * as React from 'react';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

export default function CircularVariantsSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <CircularProgress variant="solid" aria-label="Loading (solid)" />
        <CircularProgress
          variant="soft"
          color="success"
          aria-label="Loading (soft)"
        />
        <CircularProgress
          variant="outlined"
          color="warning"
          aria-label="Loading (outlined)"
        />
        <CircularProgress
          variant="plain"
          color="danger"
          aria-label="Loading (plain)"
        />
      </Stack>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <CircularProgress size="sm" determinate value={25} aria-label="25%" />
        <CircularProgress size="md" determinate value={50} aria-label="50%" />
        <CircularProgress size="lg" determinate value={75} aria-label="75%" />
        {/* Any size and stroke through CSS variables. */}
        <CircularProgress
          determinate
          value={90}
          aria-label="90%"
          sx={{
            '--CircularProgress-size': '72px',
            '--CircularProgress-trackThickness': '4px',
            '--CircularProgress-progressThickness': '8px',
          }}
        >
          90%
        </CircularProgress>
      </Stack>
    </Stack>
  );
}
