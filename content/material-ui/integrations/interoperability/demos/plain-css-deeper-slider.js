import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import './plain-css-deeper-slider.css';

export default function PlainCssDeeperSlider() {
  const [brightness, setBrightness] = React.useState(70);

  return (
    <Stack spacing={1} sx={{ width: 300, maxWidth: '100%' }}>
      <Typography id="plain-css-brightness-label" variant="body2">
        Screen brightness: {brightness}%
      </Typography>
      <Slider
        className="brightness-slider"
        aria-labelledby="plain-css-brightness-label"
        value={brightness}
        onChange={(_, value) => setBrightness(value)}
      />
    </Stack>
  );
}
