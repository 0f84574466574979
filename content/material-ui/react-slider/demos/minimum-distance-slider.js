import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const MIN_HOURS = 2;
const hour = (value) => `${String(value).padStart(2, '0')}:00`;

export default function MinimumDistanceSlider() {
  const [range, setRange] = React.useState([9, 17]);

  return (
    <Box sx={{ width: 320 }}>
      <Typography id="opening-hours-label" gutterBottom>
        Opening hours: {hour(range[0])}–{hour(range[1])}
      </Typography>
      {/* activeThumb says which thumb moved, so that one stops MIN_HOURS from the other. */}
      <Slider
        aria-labelledby="opening-hours-label"
        getAriaValueText={hour}
        valueLabelFormat={hour}
        valueLabelDisplay="auto"
        min={0}
        max={24}
        value={range}
        disableSwap
        onChange={(_event, next, activeThumb) => {
          const [start, end] = next;
          setRange(
            activeThumb === 0
              ? [Math.min(start, range[1] - MIN_HOURS), range[1]]
              : [range[0], Math.max(end, range[0] + MIN_HOURS)],
          );
        }}
      />
    </Box>
  );
}
