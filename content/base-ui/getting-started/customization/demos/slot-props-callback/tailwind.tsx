import * as React from 'react';
import { Slider, type SliderOwnerState } from '@mui/base/Slider';

// Colours are the theme's CSS variables, so the slider follows light and dark mode.
const colorFor = (value: number) =>
  value > 80
    ? 'bg-[color:var(--mui-palette-error-main)]'
    : value > 50
      ? 'bg-[color:var(--mui-palette-warning-main)]'
      : 'bg-[color:var(--mui-palette-success-main)]';

// slotProps entries may be functions of ownerState: the slot's props follow the component's state.
const trackProps = (ownerState: SliderOwnerState) => ({
  className: `absolute top-2.5 h-1 rounded-sm ${colorFor(ownerState.value as number)}`,
});
const thumbProps = (ownerState: SliderOwnerState) => ({
  className: `absolute top-1 h-4 w-4 rounded-full [translate:-50%] ${colorFor(ownerState.value as number)} ${
    ownerState.focusedThumbIndex === 0
      ? 'outline outline-[3px] outline-offset-2 outline-[color:var(--mui-palette-primary-main)]'
      : ''
  }`,
});

export default function SlotPropsCallbackTailwind() {
  const [volume, setVolume] = React.useState(40);
  return (
    <div className="max-w-xs pt-2">
      <p id="slot-props-callback-label" className="m-0 mb-3">
        Volume: {volume}% {volume > 80 ? '(loud: protect your hearing)' : ''}
      </p>
      <Slider
        aria-labelledby="slot-props-callback-label"
        value={volume}
        onChange={(_event, value) => setVolume(value as number)}
        slotProps={{
          root: { className: 'relative block h-6 cursor-pointer' },
          rail: {
            className: 'absolute top-2.5 block h-1 w-full rounded-sm bg-[color:var(--mui-palette-grey-500)]',
          },
          track: trackProps,
          thumb: thumbProps,
        }}
      />
    </div>
  );
}
