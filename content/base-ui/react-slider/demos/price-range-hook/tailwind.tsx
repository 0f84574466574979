import * as React from 'react';
import { useSlider } from '@mui/base/useSlider';

const names = ['Minimum price', 'Maximum price'];

export default function PriceRangeHookTailwind() {
  const [range, setRange] = React.useState<number[]>([20, 120]);
  const { getRootProps, getThumbProps, getHiddenInputProps, values, axisProps, axis, focusedThumbIndex } =
    useSlider({
      min: 0,
      max: 200,
      step: 10,
      value: range,
      onChange: (_, value) => setRange(value as number[]),
    });
  const percent = (value: number) => (value / 200) * 100;
  return (
    <div>
      <p className="m-0">
        Price: {values[0]} to {values[1]} EUR
      </p>
      <span
        {...getRootProps()}
        className="relative mx-2 my-4 block h-1.5 max-w-xs cursor-pointer touch-none rounded-[3px] bg-slate-300"
      >
        <span
          className="absolute h-full bg-green-700"
          style={{ left: `${percent(values[0])}%`, width: `${percent(values[1] - values[0])}%` }}
        />
        {values.map((value, index) => (
          <span
            key={names[index]}
            {...getThumbProps({ 'data-index': index })}
            className={`absolute -top-[5px] h-4 w-4 rounded bg-green-700 [transform:translateX(-50%)] ${
              focusedThumbIndex === index ? 'outline outline-4 outline-green-200' : ''
            }`}
            style={axisProps[axis].offset(percent(value))}
          >
            <input
              {...getHiddenInputProps({ 'data-index': index, 'aria-label': names[index], 'aria-valuenow': value, value })}
            />
          </span>
        ))}
      </span>
    </div>
  );
}
