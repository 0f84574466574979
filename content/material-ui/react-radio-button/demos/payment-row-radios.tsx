import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

// `row` lays the options side by side; they wrap on narrow screens.
export default function PaymentRowRadios() {
  const labelId = React.useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Pay with</FormLabel>
      <RadioGroup row aria-labelledby={labelId} name="payment-row-radios" defaultValue="card">
        <FormControlLabel value="card" control={<Radio />} label="Card" />
        <FormControlLabel value="transfer" control={<Radio />} label="Bank transfer" />
        <FormControlLabel value="invoice" control={<Radio />} label="Invoice" />
      </RadioGroup>
    </FormControl>
  );
}
