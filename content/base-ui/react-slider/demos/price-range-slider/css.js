import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import './price-range-slider.css';

const labels = ['Minimum price', 'Maximum price'];

export default function PriceRangeSliderCss() {
  const [range, setRange] = React.useState([120, 480]);
  return (
    <div className="price-range">
      <span>
        Price: {range[0]} € to {range[1]} €
      </span>
      <Slider
        className="price-range-slider"
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
