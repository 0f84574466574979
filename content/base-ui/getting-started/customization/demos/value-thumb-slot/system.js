import * as React from 'react';
import { Slider as BaseSlider } from '@mui/base/Slider';
import { styled } from '@mui/system';

// A component of our own in the thumb slot: it keeps the slot's props and children (the hidden
// range input) and adds the value inside the thumb.
const ValueThumb = React.forwardRef(function ValueThumb(props, ref) {
  const { ownerState, children, ...other } = props;
  return (
    <span {...other} ref={ref}>
      {children}
      <span aria-hidden="true">{ownerState.value}</span>
    </span>
  );
});

const Slider = styled(BaseSlider)({
  position: 'relative',
  display: 'block',
  width: 280,
  height: 6,
  margin: '24px 16px',
  cursor: 'pointer',
  '& .base-Slider-rail': {
    position: 'absolute',
    inset: 0,
    borderRadius: 3,
    backgroundColor: '#cbd5e1',
  },
  '& .base-Slider-track': {
    position: 'absolute',
    height: '100%',
    borderRadius: 3,
    backgroundColor: '#1d4ed8',
  },
  '& .base-Slider-thumb': {
    position: 'absolute',
    top: '50%',
    display: 'grid',
    placeItems: 'center',
    width: 32,
    height: 32,
    marginLeft: -16,
    marginTop: -16,
    borderRadius: '50%',
    backgroundColor: '#1d4ed8',
    color: '#fff',
    fontSize: 12,
    fontWeight: 700,
  },
  '& .base-Slider-thumb.base--focusVisible': { outline: '3px solid #93c5fd' },
});

export default function ValueThumbSlotSystem() {
  return (
    <Slider
      aria-label="Font size"
      defaultValue={16}
      min={10}
      max={32}
      slots={{ thumb: ValueThumb }}
    />
  );
}
