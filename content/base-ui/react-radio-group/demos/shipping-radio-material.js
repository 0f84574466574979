import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const options = [
  { value: 'standard', label: 'Standard, 3 to 5 days', price: 0 },
  { value: 'express', label: 'Express, next working day', price: 9 },
  { value: 'pickup', label: 'Pick up in store', price: 0 },
];

export default function ShippingRadioMaterial() {
  const [value, setValue] = React.useState('standard');
  const chosen = options.find((option) => option.value === value);
  return (
    <FormControl>
      <FormLabel id="shipping-radio-label">Delivery</FormLabel>
      <RadioGroup
        aria-labelledby="shipping-radio-label"
        name="delivery"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Shipping: {chosen.price ? `$${chosen.price}` : 'free'}
      </Typography>
    </FormControl>
  );
}
