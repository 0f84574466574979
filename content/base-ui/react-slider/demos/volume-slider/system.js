import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import { styled } from '@mui/system';

const Root = styled('span')({
  position: 'relative',
  display: 'block',
  width: '100%',
  maxWidth: 320,
  height: 4,
  padding: '12px 0',
  cursor: 'pointer',
  touchAction: 'none',
  '& .base-Slider-rail': {
    position: 'absolute',
    width: '100%',
    height: 4,
    borderRadius: 2,
    backgroundColor: '#cbd5e1',
  },
  '& .base-Slider-track': {
    position: 'absolute',
    height: 4,
    borderRadius: 2,
    backgroundColor: '#1d4ed8',
  },
  '& .base-Slider-thumb': {
    position: 'absolute',
    width: 16,
    height: 16,
    marginLeft: -8,
    marginTop: -6,
    borderRadius: '50%',
    backgroundColor: '#1d4ed8',
  },
  '& .base-Slider-thumb.base--focusVisible': { outline: '4px solid #bfdbfe' },
});

export default function VolumeSliderSystem() {
  const [volume, setVolume] = React.useState(40);
  return (
    <div>
      <p style={{ margin: '0 0 8px' }}>Volume: {volume}%</p>
      <Slider
        slots={{ root: Root }}
        aria-label="Volume"
        getAriaValueText={(value) => `${value} percent`}
        value={volume}
        onChange={(_, value) => setVolume(value)}
      />
    </div>
  );
}
