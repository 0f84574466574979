import * as React from 'react';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function HalfStarInput() {
  const [value, setValue] = React.useState(3.5);
  return (
    // A fieldset and its legend name the radio inputs the rating renders.
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle2" component="legend">
        Rate the wine (half stars allowed)
      </Typography>
      {/* precision={0.5} lets people pick halves, not only show them. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Rating
          name="half-star-input"
          value={value}
          precision={0.5}
          onChange={(_event, next) => setValue(next)}
        />
        <Typography variant="body2">{value ?? 'No rating'}</Typography>
      </Stack>
    </Stack>
  );
}
