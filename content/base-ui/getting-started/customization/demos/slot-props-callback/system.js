import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import { styled } from '@mui/system';

const levelFor = (value) => (value > 80 ? 'loud' : value > 50 ? 'raised' : 'quiet');

// Colours are the theme's CSS variables, so the slider follows light and dark mode.
const VolumeSlider = styled(Slider)({
  position: 'relative',
  display: 'block',
  height: 24,
  cursor: 'pointer',
  '& .base-Slider-rail': {
    position: 'absolute',
    top: 10,
    width: '100%',
    height: 4,
    borderRadius: 2,
    backgroundColor: 'var(--mui-palette-grey-500)',
  },
  '& .base-Slider-track': {
    position: 'absolute',
    top: 10,
    height: 4,
    borderRadius: 2,
  },
  '& .base-Slider-thumb': {
    position: 'absolute',
    top: 4,
    width: 16,
    height: 16,
    translate: '-50%',
    borderRadius: '50%',
  },
  '& .quiet': { backgroundColor: 'var(--mui-palette-success-main)' },
  '& .raised': { backgroundColor: 'var(--mui-palette-warning-main)' },
  '& .loud': { backgroundColor: 'var(--mui-palette-error-main)' },
  '& .focused': {
    outline: '3px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Wrapper = styled('div')({ maxWidth: 320, paddingTop: 8 });
const Label = styled('p')({ margin: '0 0 12px' });

// slotProps entries may be functions of ownerState: the slot's props follow the component's state.
// Here they return a class for the level, which the styled slider colours.
const trackProps = (ownerState) => ({ className: levelFor(ownerState.value) });
const thumbProps = (ownerState) => ({
  className: `${levelFor(ownerState.value)}${ownerState.focusedThumbIndex === 0 ? ' focused' : ''}`,
});

export default function SlotPropsCallbackSystem() {
  const [volume, setVolume] = React.useState(40);
  return (
    <Wrapper>
      <Label id="slot-props-callback-label">
        Volume: {volume}% {volume > 80 ? '(loud: protect your hearing)' : ''}
      </Label>
      <VolumeSlider
        aria-labelledby="slot-props-callback-label"
        value={volume}
        onChange={(_event, value) => setVolume(value)}
        slotProps={{ track: trackProps, thumb: thumbProps }}
      />
    </Wrapper>
  );
}
