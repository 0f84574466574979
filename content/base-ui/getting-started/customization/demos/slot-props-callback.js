import * as React from 'react';
import { Slider } from '@mui/base/Slider';

const colorFor = (value) =>
  value > 80 ? '#b91c1c' : value > 50 ? '#b45309' : '#15803d';

// slotProps entries may be functions of ownerState: the slot's props follow the component's state.
export default function SlotPropsCallback() {
  const [volume, setVolume] = React.useState(40);
  return (
    <div style={{ maxWidth: 320, paddingTop: 8 }}>
      <p id="slot-props-callback-label" style={{ margin: '0 0 12px' }}>
        Volume: {volume}% {volume > 80 ? '(loud: protect your hearing)' : ''}
      </p>
      <Slider
        aria-labelledby="slot-props-callback-label"
        value={volume}
        onChange={(_event, value) => setVolume(value)}
        slotProps={{
          root: {
            style: {
              position: 'relative',
              display: 'block',
              height: 24,
              cursor: 'pointer',
            },
          },
          rail: {
            style: {
              position: 'absolute',
              top: 10,
              width: '100%',
              height: 4,
              borderRadius: 2,
              backgroundColor: '#cbd5e1',
            },
          },
          track: (ownerState) => ({
            style: {
              position: 'absolute',
              top: 10,
              height: 4,
              borderRadius: 2,
              backgroundColor: colorFor(ownerState.value),
            },
          }),
          thumb: (ownerState) => ({
            style: {
              position: 'absolute',
              top: 4,
              width: 16,
              height: 16,
              marginLeft: -8,
              borderRadius: '50%',
              backgroundColor: colorFor(ownerState.value),
              outline:
                ownerState.focusedThumbIndex === 0 ? '3px solid #93c5fd' : 'none',
            },
          }),
        }}
      />
    </div>
  );
}
