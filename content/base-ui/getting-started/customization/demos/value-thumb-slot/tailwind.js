import * as React from 'react';
import { Slider } from '@mui/base/Slider';

// A component of our own in the thumb slot: it keeps the slot's props and children (the hidden
// range input) and adds the value inside the thumb.
const ValueThumb = React.forwardRef(function ValueThumb(props, ref) {
  const { ownerState, children, className, ...other } = props;
  return (
    <span
      {...other}
      ref={ref}
      className={`${className} absolute top-1/2 -ml-4 -mt-4 grid h-8 w-8 place-items-center rounded-full bg-blue-700 text-xs font-bold text-white [&.base--focusVisible]:outline [&.base--focusVisible]:outline-blue-300`}
    >
      {children}
      <span aria-hidden="true">{ownerState.value}</span>
    </span>
  );
});

export default function ValueThumbSlotTailwind() {
  return (
    <Slider
      className="relative mx-4 my-6 block h-1.5 w-[280px] cursor-pointer"
      aria-label="Font size"
      defaultValue={16}
      min={10}
      max={32}
      slots={{ thumb: ValueThumb }}
      slotProps={{
        rail: { className: 'absolute inset-0 rounded bg-slate-300' },
        track: { className: 'absolute h-full rounded bg-blue-700' },
      }}
    />
  );
}
