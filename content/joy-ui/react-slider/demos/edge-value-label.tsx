import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const MIN = 0;
const MAX = 100;

export default function EdgeValueLabel() {
  const [value, setValue] = React.useState(0);

  // At either end a centred label would hang outside the slider (and be clipped by a narrow
  // container), so it is anchored to that side of the thumb instead, arrow included.
  const edgeStyles =
    value === MIN
      ? { left: 0, '&::before': { left: 'calc(var(--Slider-thumbWidth) / 2)' } }
      : value === MAX
        ? { right: 0, '&::before': { left: 'auto', right: 'calc(var(--Slider-thumbWidth) / 2)' } }
        : {};

  return (
    <Box sx={{ width: 320, pt: 3 }}>
      <Typography id="edge-value-label-label" level="title-sm">
        Discount code usage (%)
      </Typography>
      <Slider
        value={value}
        min={MIN}
        max={MAX}
        onChange={(_event, next) => setValue(next as number)}
        valueLabelDisplay="on"
        valueLabelFormat={(v) => `${v}% used`}
        slotProps={{
          input: { 'aria-labelledby': 'edge-value-label-label' },
          valueLabel: { sx: edgeStyles },
        }}
      />
    </Box>
  );
}
