import * as React from 'react';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const euros = (value) => `${value} €`;

export default function PriceRange() {
  const [range, setRange] = React.useState([40, 180]);
  return (
    <Stack spacing={1} sx={{ maxWidth: 380, px: 1 }}>
      <Typography level="title-sm">Price</Typography>
      <Slider
        // Names each thumb's input; aria-labelledby would also land on the root span, which has no role.
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={euros}
        value={range}
        onChange={(_event, next) => setRange(next)}
        min={0}
        max={250}
        step={10}
        valueLabelDisplay="auto"
        valueLabelFormat={euros}
        disableSwap
      />
      <Typography level="body-sm">
        Between {euros(range[0])} and {euros(range[1])}: 23 products.
      </Typography>
    </Stack>
  );
}
