import * as React from 'react';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SliderWithInput() {
  const [value, setValue] = React.useState(40);
  const clamp = (n) => Math.max(0, Math.min(100, n));

  return (
    <div>
      <Typography id="slider-with-input-label" level="title-sm">
        Opacity
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', maxWidth: 400 }}
      >
        <Slider
          value={value}
          onChange={(_e, v) => setValue(v)}
          slotProps={{ input: { 'aria-labelledby': 'slider-with-input-label' } }}
          sx={{ flex: 1 }}
        />
        {/* The input and the slider share one value; the input clamps on blur. */}
        <Input
          size="sm"
          type="number"
          value={value}
          onChange={(e) => setValue(Number(e.target.value))}
          onBlur={() => setValue((v) => clamp(v))}
          endDecorator="%"
          slotProps={{
            input: {
              min: 0,
              max: 100,
              'aria-labelledby': 'slider-with-input-label',
            },
          }}
          sx={{ width: 96 }}
        />
      </Stack>
    </div>
  );
}
