import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import { describeKey } from './keys';

export default function KeyboardSliderTailwind() {
  const id = React.useId();
  const [value, setValue] = React.useState(40);
  const [lastKey, setLastKey] = React.useState('none yet: Tab to the thumb');
  return (
    <div>
      <p id={`${id}-label`} className="m-0 mb-2">
        Brightness: {value}%
      </p>
      <Slider
        aria-labelledby={`${id}-label`}
        shiftStep={10}
        value={value}
        onChange={(_, next) => setValue(next as number)}
        onKeyDown={(event: React.KeyboardEvent) => setLastKey(describeKey(event) ?? lastKey)}
        slotProps={{
          root: { className: 'relative block h-1 w-full max-w-xs cursor-pointer touch-none py-3' },
          rail: { className: 'absolute block h-1 w-full rounded-sm bg-slate-300' },
          track: { className: 'absolute block h-1 rounded-sm bg-blue-700' },
          thumb: {
            className:
              'absolute -ml-2 -mt-1.5 block h-4 w-4 rounded-full bg-blue-700 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-4 [&.base--focusVisible]:outline-blue-300',
          },
        }}
      />
      <p className="m-0 mt-2">Last key: {lastKey}</p>
    </div>
  );
}
