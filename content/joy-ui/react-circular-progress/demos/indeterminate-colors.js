import * as React from 'react';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const jobs = [
  { name: 'Indexing', color: 'primary' },
  { name: 'Retrying', color: 'warning' },
  { name: 'Cleaning up', color: 'neutral' },
];

export default function IndeterminateColors() {
  return (
    <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', gap: 3 }}>
      {/* Without determinate, the ring spins: the task has no known length. Each ring is named. */}
      {jobs.map((job) => (
        <Stack key={job.name} spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress color={job.color} aria-label={job.name} />
          <Typography level="body-sm" sx={{ color: 'text.primary' }}>
            {job.name}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
