import * as React from 'react';
import { Slider as BaseSlider } from '@mui/base/Slider';
import { styled } from '@mui/system';

const Slider = styled(BaseSlider)({
  position: 'relative',
  display: 'block',
  width: '100%',
  maxWidth: 320,
  height: 4,
  padding: '12px 0',
  cursor: 'pointer',
  touchAction: 'none',
  '& .base-Slider-rail': {
    position: 'absolute',
    width: '100%',
    height: 4,
    borderRadius: 2,
    backgroundColor: '#cbd5e1',
  },
  '& .base-Slider-track': {
    position: 'absolute',
    height: 4,
    borderRadius: 2,
    backgroundColor: '#15803d',
  },
  '& .base-Slider-thumb': {
    position: 'absolute',
    width: 18,
    height: 18,
    marginLeft: -9,
    marginTop: -7,
    borderRadius: '50%',
    border: '2px solid #15803d',
    backgroundColor: '#fff',
    boxSizing: 'border-box',
  },
  '& .base-Slider-thumb.base--focusVisible': { outline: '4px solid #bbf7d0' },
});

const labels = ['Minimum price', 'Maximum price'];

export default function PriceRangeSliderSystem() {
  const [range, setRange] = React.useState([120, 480]);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <span>
        Price: {range[0]} € to {range[1]} €
      </span>
      <Slider
        value={range}
        onChange={(_, value) => setRange(value)}
        min={0}
        max={600}
        step={10}
        disableSwap
        getAriaLabel={(index) => labels[index]}
        getAriaValueText={(value) => `${value} euros`}
      />
    </div>
  );
}
