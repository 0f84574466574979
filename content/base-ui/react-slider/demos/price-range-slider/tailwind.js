import * as React from 'react';
import { Slider } from '@mui/base/Slider';

const labels = ['Minimum price', 'Maximum price'];

export default function PriceRangeSliderTailwind() {
  const [range, setRange] = React.useState([120, 480]);
  return (
    <div className="grid max-w-[320px] gap-2">
      <span>
        Price: {range[0]} € to {range[1]} €
      </span>
      <Slider
        className="relative block h-1 w-full cursor-pointer touch-none py-3"
        value={range}
        onChange={(_, value) => setRange(value)}
        min={0}
        max={600}
        step={10}
        disableSwap
        getAriaLabel={(index) => labels[index]}
        getAriaValueText={(value) => `${value} euros`}
        slotProps={{
          rail: { className: 'absolute h-1 w-full rounded-sm bg-slate-300' },
          track: { className: 'absolute h-1 rounded-sm bg-green-700' },
          thumb: {
            className:
              'absolute -ml-[9px] -mt-[7px] box-border h-[18px] w-[18px] rounded-full border-2 border-solid border-green-700 bg-white [&.base--focusVisible]:outline [&.base--focusVisible]:outline-4 [&.base--focusVisible]:outline-green-200',
          },
        }}
      />
    </div>
  );
}
