import * as React from 'react';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function RingCssVariables() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      {/* Size, thickness and line ends are CSS variables; the value is given to assistive technology. */}
      <CircularProgress
        determinate
        value={72}
        aria-label="Storage used"
        sx={{
          '--CircularProgress-size': '96px',
          '--CircularProgress-trackThickness': '10px',
          '--CircularProgress-progressThickness': '10px',
          '--CircularProgress-linecap': 'round',
        }}
      >
        <Typography level="title-lg" component="span">
          72%
        </Typography>
      </CircularProgress>
      <div>
        <Typography level="title-md">Storage</Typography>
        <Typography level="body-sm" sx={{ color: 'text.primary' }}>
          72 GB of 100 GB used
        </Typography>
      </div>
    </Stack>
  );
}
