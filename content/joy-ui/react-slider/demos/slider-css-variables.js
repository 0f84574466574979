import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function SliderCssVariables() {
  return (
    <Box sx={{ width: 320 }}>
      <Typography id="slider-css-variables-label" level="title-sm">
        Playback position
      </Typography>
      {/* A thin media scrubber from CSS variables: track size, thumb size and a hidden value label. */}
      <Slider
        // On the thumb's input: as a prop it would also land on the root span, which has no role.
        slotProps={{ input: { 'aria-labelledby': 'slider-css-variables-label' } }}
        defaultValue={37}
        getAriaValueText={(value) => `${value}% played`}
        sx={{
          '--Slider-trackSize': '4px',
          '--Slider-thumbSize': '14px',
          '--Slider-thumbWidth': '14px',
          '--Slider-markSize': '0px',
        }}
      />
    </Box>
  );
}
