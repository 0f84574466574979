import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const drives = [
  { name: 'Photos', used: 42 },
  { name: 'Mail', used: 78 },
  { name: 'Backups', used: 96 },
];

// The palette colour follows how close the drive is to full.
function colorFor(used) {
  if (used >= 90) return 'error';
  if (used >= 75) return 'warning';
  return 'success';
}

export default function StorageQuotas() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      {drives.map((drive) => {
        const labelId = `storage-quotas-${drive.name.toLowerCase()}`;
        return (
          <Box key={drive.name}>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2" id={labelId}>
                {drive.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {drive.used}% used
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={drive.used}
              color={colorFor(drive.used)}
              aria-labelledby={labelId}
            />
          </Box>
        );
      })}
    </Stack>
  );
}
