import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function CircularWithLabel({ value, label }) {
  return (
    // The label is laid over the ring: the box is as big as the circle.
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <CircularProgress
        variant="determinate"
        value={value}
        size={64}
        aria-label={label}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Typography variant="caption" component="span" aria-hidden>
          {`${Math.round(value)}%`}
        </Typography>
      </Box>
    </Box>
  );
}

export default function ProfileCompleteness() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <CircularWithLabel value={60} label="Profile completeness" />
      <Box>
        <Typography variant="subtitle2" component="p">
          Your profile is 60% complete
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Add a photo and a short bio to finish it.
        </Typography>
      </Box>
    </Stack>
  );
}
