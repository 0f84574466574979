import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import './delivery-speed.css';

const speeds = [
  { value: 0, label: 'Economy' },
  { value: 50, label: 'Standard' },
  { value: 100, label: 'Express' },
];

const labelOf = (value) =>
  speeds.find((speed) => speed.value === value)?.label ?? '';

export default function DeliverySpeedCss() {
  const [value, setValue] = React.useState(50);
  return (
    <div className="delivery-speed">
      <p id="delivery-speed-css-label" className="delivery-speed-label">
        Delivery speed: {labelOf(value)}
      </p>
      <Slider
        className="delivery-speed-slider"
        aria-labelledby="delivery-speed-css-label"
        getAriaValueText={labelOf}
        value={value}
        step={null}
        marks={speeds}
        onChange={(_event, next) => setValue(next)}
      />
    </div>
  );
}
