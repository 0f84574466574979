import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

const formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export default function FormattedAmount() {
  // Keep the number in state and show it with thousands separators; the raw value is what you
  // would submit. Anything that is not a digit is dropped as the reader types.
  const [amount, setAmount] = React.useState(25000);

  return (
    <FormControl sx={{ width: 260 }}>
      <FormLabel>Loan amount</FormLabel>
      <Input
        startDecorator="$"
        value={amount === null ? '' : formatter.format(amount)}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 9);
          setAmount(digits === '' ? null : Number(digits));
        }}
        slotProps={{ input: { inputMode: 'numeric' } }}
      />
      <FormHelperText>Stored value: {amount ?? 'empty'}</FormHelperText>
    </FormControl>
  );
}
