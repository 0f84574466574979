import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import { styled } from '@mui/system';
import { describeKey } from './keys';

const BrightnessSlider = styled(Slider)({
  position: 'relative',
  display: 'block',
  width: '100%',
  maxWidth: 320,
  height: 4,
  padding: '12px 0',
  cursor: 'pointer',
  touchAction: 'none',
  '& .base-Slider-rail': { position: 'absolute', width: '100%', height: 4, borderRadius: 2, backgroundColor: '#cbd5e1' },
  '& .base-Slider-track': { position: 'absolute', height: 4, borderRadius: 2, backgroundColor: '#1d4ed8' },
  '& .base-Slider-thumb': {
    position: 'absolute',
    width: 16,
    height: 16,
    marginTop: -6,
    marginLeft: -8,
    borderRadius: '50%',
    backgroundColor: '#1d4ed8',
  },
  '& .base-Slider-thumb.base--focusVisible': { outline: '4px solid #93c5fd' },
});

export default function KeyboardSliderSystem() {
  const id = React.useId();
  const [value, setValue] = React.useState(40);
  const [lastKey, setLastKey] = React.useState('none yet: Tab to the thumb');
  return (
    <div>
      <p id={`${id}-label`} style={{ margin: '0 0 8px' }}>
        Brightness: {value}%
      </p>
      <BrightnessSlider
        aria-labelledby={`${id}-label`}
        shiftStep={10}
        value={value}
        onChange={(_, next) => setValue(next as number)}
        onKeyDown={(event: React.KeyboardEvent) => setLastKey(describeKey(event) ?? lastKey)}
      />
      <p style={{ margin: '8px 0 0' }}>Last key: {lastKey}</p>
    </div>
  );
}
