import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { options, priceOf } from './options';
import './shipping-radio-material.css';

export default function ShippingRadioMaterialCss() {
  const labelId = React.useId();
  const [value, setValue] = React.useState('standard');
  return (
    <FormControl className="shipping-radio-material">
      <FormLabel id={labelId} className="shipping-radio-material-legend">
        Delivery
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="delivery"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="shipping-radio-material-group"
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
            className={`shipping-radio-material-option${
              option.value === value ? ' shipping-radio-material-option-chosen' : ''
            }`}
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" className="shipping-radio-material-price">
        Shipping: {priceOf(value)}
      </Typography>
    </FormControl>
  );
}
