import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import { formatSize, scale } from './storage';
import './storage-scale.css';

export default function StorageScaleCss() {
  const id = React.useId();
  const [exponent, setExponent] = React.useState(6);
  return (
    <div>
      <p id={`${id}-label`} className="storage-scale-value">
        Storage quota: {formatSize(scale(exponent))}
      </p>
      <Slider
        className="storage-scale"
        aria-labelledby={`${id}-label`}
        min={0}
        max={10}
        marks
        scale={scale}
        getAriaValueText={formatSize}
        value={exponent}
        onChange={(_, value) => setExponent(value as number)}
      />
    </div>
  );
}
