import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const methods = [
  { value: 'standard', label: 'Standard (5-7 days)', price: 0 },
  { value: 'express', label: 'Express (2 days)', price: 9 },
  { value: 'overnight', label: 'Overnight', price: 24 },
];

export default function ShippingMethod() {
  const labelId = React.useId();
  const [method, setMethod] = React.useState('standard');
  const price = methods.find((m) => m.value === method)?.price ?? 0;

  return (
    <FormControl>
      <FormLabel id={labelId}>Shipping method</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="shipping-method"
        value={method}
        onChange={(event) => setMethod(event.target.value)}
      >
        {methods.map((m) => (
          <FormControlLabel
            key={m.value}
            value={m.value}
            control={<Radio />}
            label={m.price === 0 ? `${m.label}, free` : `${m.label}, $${m.price}`}
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        Shipping total: {price === 0 ? 'free' : `$${price}`}
      </Typography>
    </FormControl>
  );
}
