import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import { styled } from '@mui/system';

const speeds = [
  { value: 0, label: 'Economy' },
  { value: 50, label: 'Standard' },
  { value: 100, label: 'Express' },
];

const labelOf = (value) =>
  speeds.find((speed) => speed.value === value)?.label ?? '';

const Root = styled('span')({
  position: 'relative',
  display: 'block',
  width: 'calc(100% - 64px)',
  maxWidth: 320,
  height: 48,
  margin: '0 32px',
  cursor: 'pointer',
  '& .base-Slider-rail': {
    position: 'absolute',
    top: 8,
    width: '100%',
    height: 4,
    borderRadius: 2,
    backgroundColor: '#cbd5e1',
  },
  '& .base-Slider-track': {
    position: 'absolute',
    top: 8,
    height: 4,
    borderRadius: 2,
    backgroundColor: '#1d4ed8',
  },
  '& .base-Slider-mark': {
    position: 'absolute',
    top: 7,
    width: 6,
    height: 6,
    marginLeft: -3,
    borderRadius: '50%',
    backgroundColor: '#475569',
  },
  '& .base-Slider-markLabel': {
    position: 'absolute',
    top: 24,
    transform: 'translateX(-50%)',
    fontSize: 14,
    color: '#334155',
    whiteSpace: 'nowrap',
  },
  '& .base-Slider-thumb': {
    position: 'absolute',
    top: 2,
    width: 16,
    height: 16,
    marginLeft: -8,
    borderRadius: '50%',
    backgroundColor: '#1d4ed8',
    '&.base--focusVisible': { outline: '3px solid #93c5fd' },
  },
});

export default function DeliverySpeedSystem() {
  const [value, setValue] = React.useState(50);
  return (
    <div
      style={{
        padding: 12,
        color: '#0f172a',
        backgroundColor: '#fff',
        borderRadius: 8,
      }}
    >
      <p id="delivery-speed-system-label" style={{ margin: '0 0 12px' }}>
        Delivery speed: {labelOf(value)}
      </p>
      <Slider
        slots={{ root: Root }}
        aria-labelledby="delivery-speed-system-label"
        getAriaValueText={labelOf}
        value={value}
        step={null}
        marks={speeds}
        onChange={(_event, next) => setValue(next)}
      />
    </div>
  );
}
