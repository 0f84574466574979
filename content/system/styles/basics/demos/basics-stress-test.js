import * as React from 'react';
import { styled } from '@mui/system';

// Values that change on every input event go through CSS variables in style: the styled rule
// stays the same, so no new class is generated per change.
const Swatch = styled('div')({
  width: 'var(--swatch-size)',
  height: 'var(--swatch-size)',
  borderRadius: 8,
  backgroundColor: 'var(--swatch-color)',
  transition: 'none',
});

export default function BasicsStressTest() {
  const [color, setColor] = React.useState('#1d4ed8');
  const [size, setSize] = React.useState(48);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div
        style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <label>
          Color{' '}
          <input
            type="color"
            value={color}
            onChange={(event) => setColor(event.target.value)}
          />
        </label>
        <label>
          Size{' '}
          <input
            type="range"
            min={16}
            max={96}
            value={size}
            onChange={(event) => setSize(Number(event.target.value))}
          />
        </label>
      </div>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
        aria-label="Swatches"
        role="img"
      >
        {Array.from({ length: 24 }, (_, index) => (
          <Swatch
            key={index}
            style={{ '--swatch-size': `${size}px`, '--swatch-color': color }}
          />
        ))}
      </div>
    </div>
  );
}
