import * as React from 'react';
import { Slider } from '@mui/base/Slider';

const speeds = [
  { value: 0, label: 'Economy' },
  { value: 50, label: 'Standard' },
  { value: 100, label: 'Express' },
];

const labelOf = (value) =>
  speeds.find((speed) => speed.value === value)?.label ?? '';

export default function DeliverySpeedTailwind() {
  const [value, setValue] = React.useState(50);
  return (
    <div className="rounded-lg bg-white p-3 text-slate-900">
      <p id="delivery-speed-tailwind-label" className="mb-3 mt-0">
        Delivery speed: {labelOf(value)}
      </p>
      <Slider
        aria-labelledby="delivery-speed-tailwind-label"
        getAriaValueText={labelOf}
        value={value}
        step={null}
        marks={speeds}
        onChange={(_event, next) => setValue(next)}
        slotProps={{
          root: {
            className:
              'relative mx-8 block h-12 w-[calc(100%-64px)] max-w-xs cursor-pointer',
          },
          rail: { className: 'absolute top-2 h-1 w-full rounded-sm bg-slate-300' },
          track: { className: 'absolute top-2 h-1 rounded-sm bg-blue-700' },
          mark: {
            className:
              'absolute top-[7px] -ml-[3px] h-1.5 w-1.5 rounded-full bg-slate-600',
          },
          markLabel: {
            className:
              'absolute top-6 -translate-x-1/2 whitespace-nowrap text-sm text-slate-700',
          },
          thumb: {
            className:
              'absolute top-0.5 -ml-2 h-4 w-4 rounded-full bg-blue-700 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-blue-300',
          },
        }}
      />
    </div>
  );
}
