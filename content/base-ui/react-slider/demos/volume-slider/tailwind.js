import * as React from 'react';
import { Slider } from '@mui/base/Slider';

export default function VolumeSliderTailwind() {
  const [volume, setVolume] = React.useState(40);
  return (
    <div>
      <p className="m-0 mb-2">Volume: {volume}%</p>
      <Slider
        aria-label="Volume"
        getAriaValueText={(value) => `${value} percent`}
        value={volume}
        onChange={(_, value) => setVolume(value)}
        slotProps={{
          root: {
            className:
              'relative block h-1 w-full max-w-xs cursor-pointer touch-none py-3',
          },
          rail: { className: 'absolute block h-1 w-full rounded-sm bg-slate-300' },
          track: { className: 'absolute block h-1 rounded-sm bg-blue-700' },
          thumb: {
            className:
              'absolute -ml-2 -mt-1.5 block h-4 w-4 rounded-full bg-blue-700 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-4 [&.base--focusVisible]:outline-blue-200',
          },
        }}
      />
    </div>
  );
}
