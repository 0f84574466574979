import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

// Progress components take 0 to 100; map any other range onto it.
const MIN = 2000; // already pledged when the campaign opened
const MAX = 12000;
const normalise = (value) => ((value - MIN) * 100) / (MAX - MIN);

export default function FundraisingGoal() {
  const raised = 8600;
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography variant="subtitle2" component="p" id="fundraising-goal-label">
        Library roof appeal
      </Typography>
      <LinearProgress
        variant="determinate"
        value={normalise(raised)}
        aria-labelledby="fundraising-goal-label"
        aria-valuetext={`$${raised.toLocaleString('en-US')} of $${MAX.toLocaleString('en-US')}`}
        sx={{ my: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary">
        ${raised.toLocaleString('en-US')} raised of ${MAX.toLocaleString('en-US')}
      </Typography>
    </Box>
  );
}
