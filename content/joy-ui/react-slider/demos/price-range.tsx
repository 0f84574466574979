import * as React from 'react';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const euros = (value: number) => `${value} €`;

export default function PriceRange() {
  const [range, setRange] = React.useState<number[]>([40, 180]);
  const labelId = React.useId();
  return (
    <Stack spacing={1} sx={{ maxWidth: 380, px: 1 }}>
      <Typography id={labelId} level="title-sm">
        Price
      </Typography>
      <Slider
        aria-labelledby={labelId}
        getAriaValueText={euros}
        value={range}
        onChange={(_event, next) => setRange(next as number[])}
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
