import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import './volume-slider.css';

export default function VolumeSliderCss() {
  const [volume, setVolume] = React.useState(40);
  return (
    <div>
      <p className="volume-value">Volume: {volume}%</p>
      <Slider
        className="volume-slider"
        aria-label="Volume"
        getAriaValueText={(value) => `${value} percent`}
        value={volume}
        onChange={(_, value) => setVolume(value)}
      />
    </div>
  );
}
