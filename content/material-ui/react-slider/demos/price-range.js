import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const MIN_GAP = 50;
const price = (value) => `$${value}`;

export default function PriceRange() {
  const [range, setRange] = React.useState([100, 400]);

  const handleChange = (_event, next, activeThumb) => {
    const [low, high] = next;
    // Keep the handles at least MIN_GAP apart, moving only the one being dragged.
    if (activeThumb === 0) setRange([Math.min(low, range[1] - MIN_GAP), range[1]]);
    else setRange([range[0], Math.max(high, range[0] + MIN_GAP)]);
  };

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography gutterBottom>
        Price: {price(range[0])} to {price(range[1])}
      </Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        value={range}
        onChange={handleChange}
        min={0}
        max={1000}
        step={10}
        disableSwap
        valueLabelDisplay="auto"
        valueLabelFormat={price}
        getAriaValueText={price}
      />
    </Box>
  );
}
