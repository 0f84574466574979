import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import { styled } from '@mui/system';
import { formatSize, scale } from './storage';

const StorageSlider = styled(Slider)({
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
  '& .base-Slider-mark': {
    position: 'absolute',
    top: 13,
    width: 2,
    height: 2,
    marginLeft: -1,
    backgroundColor: '#475569',
  },
  '& .base-Slider-thumb': {
    position: 'absolute',
    width: 16,
    height: 16,
    marginTop: -6,
    marginLeft: -8,
    borderRadius: '50%',
    backgroundColor: '#1d4ed8',
  },
  '& .base-Slider-thumb.base--focusVisible': { outline: '4px solid #bfdbfe' },
});

export default function StorageScaleSystem() {
  const id = React.useId();
  const [exponent, setExponent] = React.useState(6);
  return (
    <div>
      <p id={`${id}-label`} style={{ margin: '0 0 8px' }}>
        Storage quota: {formatSize(scale(exponent))}
      </p>
      <StorageSlider
        aria-labelledby={`${id}-label`}
        min={0}
        max={10}
        marks
        scale={scale}
        getAriaValueText={formatSize}
        value={exponent}
        onChange={(_, value) => setExponent(value)}
      />
    </div>
  );
}
