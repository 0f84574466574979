import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import { describeKey } from './keys';
import './keyboard-slider.css';

export default function KeyboardSliderCss() {
  const id = React.useId();
  const [value, setValue] = React.useState(40);
  const [lastKey, setLastKey] = React.useState('none yet: Tab to the thumb');
  return (
    <div>
      <p id={`${id}-label`} className="keyboard-slider-value">
        Brightness: {value}%
      </p>
      <Slider
        className="keyboard-slider"
        aria-labelledby={`${id}-label`}
        shiftStep={10}
        value={value}
        onChange={(_, next) => setValue(next)}
        onKeyDown={(event) => setLastKey(describeKey(event) ?? lastKey)}
      />
      <p className="keyboard-slider-key">Last key: {lastKey}</p>
    </div>
  );
}
