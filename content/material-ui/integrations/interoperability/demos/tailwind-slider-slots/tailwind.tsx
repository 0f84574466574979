import * as React from 'react';
import Slider from '@mui/material/Slider';

// Inner elements take utilities through slotProps: one className per slot.
export default function TailwindSliderSlots() {
  const [volume, setVolume] = React.useState(35);
  const labelId = React.useId();
  return (
    <div className="max-w-xs rounded-xl bg-white p-4 text-slate-900">
      <span id={labelId} className="text-sm font-medium">
        Volume: {volume}%
      </span>
      <Slider
        value={volume}
        onChange={(_, value) => setVolume(value as number)}
        aria-labelledby={labelId}
        className="text-violet-700"
        slotProps={{
          rail: { className: 'h-2 bg-slate-300 opacity-100' },
          track: { className: 'h-2 border-0' },
          thumb: { className: 'h-5 w-5 rounded-md bg-white border-2 border-solid border-violet-700' },
        }}
      />
    </div>
  );
}
