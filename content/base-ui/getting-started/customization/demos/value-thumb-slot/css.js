import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import './value-thumb-slot.css';

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

export default function ValueThumbSlotCss() {
  return (
    <Slider
      className="value-thumb-slider"
      aria-label="Font size"
      defaultValue={16}
      min={10}
      max={32}
      slots={{ thumb: ValueThumb }}
    />
  );
}
