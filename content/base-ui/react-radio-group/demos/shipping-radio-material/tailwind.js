import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { options, priceOf } from './options';

// The colours are Material UI's CSS theme variables, so they follow the light or dark mode.
export default function ShippingRadioMaterialTailwind() {
  const labelId = React.useId();
  const [value, setValue] = React.useState('standard');
  return (
    <FormControl>
      <FormLabel id={labelId} className="mb-2 font-semibold">
        Delivery
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="delivery"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="gap-2"
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
            className={`m-0 rounded-lg border border-solid pe-3 ${
              option.value === value
                ? 'border-[color:var(--mui-palette-primary-main)]'
                : 'border-[color:var(--mui-palette-divider)]'
            }`}
          />
        ))}
      </RadioGroup>
      <Typography
        variant="body2"
        className="mt-2 text-[color:var(--mui-palette-text-secondary)]"
      >
        Shipping: {priceOf(value)}
      </Typography>
    </FormControl>
  );
}
