import * as React from 'react';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SliderTrackModes() {
  return (
    <Stack spacing={3} sx={{ width: 320 }}>
      <div>
        <Typography id="slider-track-modes-normal" level="title-sm">
          Minimum order (normal track)
        </Typography>
        <Slider
          defaultValue={40}
          slotProps={{ input: { 'aria-labelledby': 'slider-track-modes-normal' } }}
        />
      </div>
      <div>
        <Typography id="slider-track-modes-inverted" level="title-sm">
          Alert when stock falls below (inverted track)
        </Typography>
        {/* The filled part is above the value: everything from the thumb up is "fine". */}
        <Slider
          track="inverted"
          color="warning"
          defaultValue={25}
          slotProps={{ input: { 'aria-labelledby': 'slider-track-modes-inverted' } }}
        />
      </div>
      <div>
        <Typography id="slider-track-modes-none" level="title-sm">
          Balance (no track)
        </Typography>
        {/* Nothing is "more" or "less" here, so no part of the rail is filled. */}
        <Slider
          track={false}
          min={-10}
          max={10}
          defaultValue={2}
          marks={[
            { value: -10, label: 'Left' },
            { value: 0, label: 'Centre' },
            { value: 10, label: 'Right' },
          ]}
          slotProps={{ input: { 'aria-labelledby': 'slider-track-modes-none' } }}
        />
      </div>
    </Stack>
  );
}
