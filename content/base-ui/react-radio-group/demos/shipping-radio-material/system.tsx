import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { options, priceOf } from './options';

export default function ShippingRadioMaterialSystem() {
  const labelId = React.useId();
  const [value, setValue] = React.useState('standard');
  return (
    <FormControl>
      <FormLabel id={labelId} sx={{ mb: 1, fontWeight: 600 }}>
        Delivery
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="delivery"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        sx={{ gap: 1 }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
            sx={{
              m: 0,
              pr: 1.5,
              border: '1px solid',
              borderColor: option.value === value ? 'primary.main' : 'divider',
              borderRadius: '8px',
            }}
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Shipping: {priceOf(value)}
      </Typography>
    </FormControl>
  );
}
