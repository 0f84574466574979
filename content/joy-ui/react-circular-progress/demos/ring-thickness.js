import * as React from 'react';
import Stack from '@mui/joy/Stack';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';

const thicknesses = [2, 4, 8, 12];

export default function RingThickness() {
  return (
    <Stack
      direction="row"
      spacing={4}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      {thicknesses.map((thickness) => (
        <Stack key={thickness} spacing={1} sx={{ alignItems: 'center' }}>
          {/* thickness is the stroke width in pixels; the ring's size stays the same. */}
          <CircularProgress
            size="lg"
            determinate
            value={40}
            thickness={thickness}
            aria-label={`Thickness ${thickness}`}
          />
          <Typography level="body-xs">{thickness}px</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
