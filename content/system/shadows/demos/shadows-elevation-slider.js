import * as React from 'react';
import { Box } from '@mui/system';

export default function ShadowsElevationSlider() {
  const [elevation, setElevation] = React.useState(4);
  return (
    <div>
      <label htmlFor="shadows-elevation-input" style={{ display: 'block' }}>
        boxShadow: {elevation}
      </label>
      <input
        id="shadows-elevation-input"
        type="range"
        min={0}
        max={24}
        value={elevation}
        onChange={(event) => setElevation(Number(event.target.value))}
        style={{ width: 240 }}
      />
      <Box sx={{ display: 'flex', gap: 3, mt: 3, flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 160,
            p: 2,
            borderRadius: 2,
            bgcolor: 'background.paper',
            color: 'text.primary',
            boxShadow: elevation,
          }}
        >
          Pricing card at elevation {elevation}
        </Box>
        <Box
          sx={{
            width: 160,
            p: 2,
            borderRadius: 2,
            bgcolor: 'background.paper',
            color: 'text.primary',
            boxShadow: 1,
            '&:hover': { boxShadow: 8 },
          }}
        >
          Hover me: 1 → 8
        </Box>
      </Box>
    </div>
  );
}
