import * as React from 'react';
import { useSlider } from '@mui/base/useSlider';
import './price-range-hook.css';

const names = ['Minimum price', 'Maximum price'];

export default function PriceRangeHookCss() {
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
      <p className="price-range-hook-value">
        Price: {values[0]} to {values[1]} EUR
      </p>
      <span {...getRootProps()} className="price-range-hook">
        <span
          className="price-range-hook-fill"
          style={{ left: `${percent(values[0])}%`, width: `${percent(values[1] - values[0])}%` }}
        />
        {values.map((value, index) => (
          <span
            key={names[index]}
            {...getThumbProps({ 'data-index': index })}
            className={focusedThumbIndex === index ? 'price-range-hook-thumb focused' : 'price-range-hook-thumb'}
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
