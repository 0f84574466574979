import * as React from 'react';
import { useSlider } from '@mui/base/useSlider';
import { styled } from '@mui/system';

const Root = styled('span')({
  position: 'relative',
  display: 'block',
  maxWidth: 320,
  height: 6,
  margin: '16px 8px',
  borderRadius: 3,
  backgroundColor: '#cbd5e1',
  cursor: 'pointer',
  touchAction: 'none',
});

const Fill = styled('span')({ position: 'absolute', height: '100%', backgroundColor: '#15803d' });

// translateX centres the thumb on its value; unlike a negative margin, it is not mirrored in RTL.
const Thumb = styled('span')({
  position: 'absolute',
  top: -5,
  width: 16,
  height: 16,
  borderRadius: 4,
  backgroundColor: '#15803d',
  transform: 'translateX(-50%)',
  '&.focused': { outline: '4px solid #bbf7d0' },
});

const names = ['Minimum price', 'Maximum price'];

export default function PriceRangeHookSystem() {
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
      <p style={{ margin: 0 }}>
        Price: {values[0]} to {values[1]} EUR
      </p>
      <Root {...getRootProps()}>
        <Fill style={{ left: `${percent(values[0])}%`, width: `${percent(values[1] - values[0])}%` }} />
        {values.map((value, index) => (
          <Thumb
            key={names[index]}
            {...getThumbProps({ 'data-index': index })}
            className={focusedThumbIndex === index ? 'focused' : undefined}
            style={axisProps[axis].offset(percent(value))}
          >
            <input
              {...getHiddenInputProps({ 'data-index': index, 'aria-label': names[index], 'aria-valuenow': value, value })}
            />
          </Thumb>
        ))}
      </Root>
    </div>
  );
}
