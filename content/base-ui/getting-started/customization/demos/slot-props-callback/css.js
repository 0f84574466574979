import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import './slot-props-callback.css';

const levelFor = (value) => (value > 80 ? 'loud' : value > 50 ? 'raised' : 'quiet');

// slotProps entries may be functions of ownerState: the slot's props follow the component's state.
// Here they return a class for the level, which the stylesheet colours.
const trackProps = (ownerState) => ({
  className: `slot-props-callback-${levelFor(ownerState.value)}`,
});
const thumbProps = (ownerState) => ({
  className: `slot-props-callback-${levelFor(ownerState.value)}${
    ownerState.focusedThumbIndex === 0 ? ' slot-props-callback-focused' : ''
  }`,
});

export default function SlotPropsCallbackCss() {
  const [volume, setVolume] = React.useState(40);
  return (
    <div className="slot-props-callback">
      <p id="slot-props-callback-label" className="slot-props-callback-label">
        Volume: {volume}% {volume > 80 ? '(loud: protect your hearing)' : ''}
      </p>
      <Slider
        className="slot-props-callback-slider"
        aria-labelledby="slot-props-callback-label"
        value={volume}
        onChange={(_event, value) => setVolume(value)}
        slotProps={{ track: trackProps, thumb: thumbProps }}
      />
    </div>
  );
}
