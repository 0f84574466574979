import * as React from 'react';
import { styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress, { linearProgressClasses } from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

// A thick, rounded bar with a softer track.
const ThickBar = styled(LinearProgress)(({ theme }) => ({
  height: 12,
  borderRadius: 6,
  [`&.${linearProgressClasses.colorPrimary}`]: {
    backgroundColor: theme.palette.grey[300],
    ...theme.applyStyles('dark', { backgroundColor: theme.palette.grey[800] }),
  },
  [`& .${linearProgressClasses.bar}`]: {
    borderRadius: 6,
  },
}));

// A spinner drawn over a full grey ring, like a track.
function TrackedSpinner() {
  return (
    <Box sx={{ position: 'relative', width: 40, height: 40 }}>
      <CircularProgress
        variant="determinate"
        value={100}
        thickness={5}
        aria-hidden
        sx={{ color: 'action.disabledBackground', position: 'absolute' }}
      />
      <CircularProgress
        thickness={5}
        disableShrink
        aria-label="Loading"
        sx={{ position: 'absolute', animationDuration: '700ms' }}
      />
    </Box>
  );
}

export default function StyledProgress() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 420 }}>
      <ThickBar variant="determinate" value={64} aria-label="Course completed" />
      <TrackedSpinner />
    </Stack>
  );
}
