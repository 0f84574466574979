import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const square = (
  <Box sx={{ width: 40, height: 40, bgcolor: 'primary.main', borderRadius: 1 }} />
);
const round = (
  <Box
    sx={{ width: 40, height: 40, bgcolor: 'primary.main', borderRadius: '50%' }}
  />
);

export default function BadgeOverlap() {
  return (
    // Rectangular puts the badge on the box corner; circular moves it in to the curve.
    <Stack
      direction="row"
      spacing={4}
      role="img"
      aria-label="Badges on square and round shapes"
    >
      <Badge color="secondary" badgeContent=" " overlap="rectangular">
        {square}
      </Badge>
      <Badge color="secondary" variant="dot" overlap="rectangular">
        {square}
      </Badge>
      <Badge color="secondary" badgeContent=" " overlap="circular">
        {round}
      </Badge>
      <Badge color="secondary" variant="dot" overlap="circular">
        {round}
      </Badge>
    </Stack>
  );
}
