import * as React from 'react';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';

export default function VolumeSlider() {
  const [volume, setVolume] = React.useState(40);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 320 }}>
      <VolumeDown aria-hidden />
      <Slider
        aria-label="Volume"
        value={volume}
        onChange={(_event, next) => setVolume(next)}
        valueLabelDisplay="auto"
        getAriaValueText={(value) => `${value} percent`}
      />
      <VolumeUp aria-hidden />
    </Stack>
  );
}
