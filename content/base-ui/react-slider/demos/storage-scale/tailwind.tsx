import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import { formatSize, scale } from './storage';

export default function StorageScaleTailwind() {
  const id = React.useId();
  const [exponent, setExponent] = React.useState(6);
  return (
    <div>
      <p id={`${id}-label`} className="m-0 mb-2">
        Storage quota: {formatSize(scale(exponent))}
      </p>
      <Slider
        aria-labelledby={`${id}-label`}
        min={0}
        max={10}
        marks
        scale={scale}
        getAriaValueText={formatSize}
        value={exponent}
        onChange={(_, value) => setExponent(value as number)}
        slotProps={{
          root: { className: 'relative block h-1 w-full max-w-xs cursor-pointer touch-none py-3' },
          rail: { className: 'absolute block h-1 w-full rounded-sm bg-slate-300' },
          track: { className: 'absolute block h-1 rounded-sm bg-blue-700' },
          mark: { className: 'absolute top-[13px] -ml-px block h-0.5 w-0.5 bg-slate-600' },
          thumb: {
            className:
              'absolute -ml-2 -mt-1.5 block h-4 w-4 rounded-full bg-blue-700 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-4 [&.base--focusVisible]:outline-blue-200',
          },
        }}
      />
    </div>
  );
}
