import * as React from 'react';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function RatingSizes() {
  return (
    <Stack spacing={1.5}>
      {/* small beside list items, medium in forms, large as the main question of a page. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Rating name="rating-sizes-small" defaultValue={4} size="small" readOnly />
        <Typography variant="body2">Small, in a search result</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Rating name="rating-sizes-medium" defaultValue={4} readOnly />
        <Typography variant="body2">Medium (default)</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Rating name="rating-sizes-large" defaultValue={4} size="large" readOnly />
        <Typography variant="body2">Large, on a review page</Typography>
      </Stack>
    </Stack>
  );
}
