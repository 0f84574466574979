import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function QuantityInput() {
  const [weight, setWeight] = React.useState('2.5');
  const [boxes, setBoxes] = React.useState('1');

  return (
    <Stack direction="row" spacing={2} sx={{ maxWidth: 420 }}>
      <FormControl>
        <FormLabel>Parcel weight</FormLabel>
        {/* slotProps.input reaches the native <input>: range, step and keyboard. */}
        <Input
          type="number"
          value={weight}
          onChange={(e) => setWeight(e.target.value)}
          endDecorator="kg"
          slotProps={{
            input: { min: 0.1, max: 30, step: 0.1, inputMode: 'decimal' },
          }}
        />
        <FormHelperText>0.1 to 30 kg</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Boxes</FormLabel>
        <Input
          type="number"
          value={boxes}
          onChange={(e) => setBoxes(e.target.value)}
          slotProps={{ input: { min: 1, max: 10, step: 1, inputMode: 'numeric' } }}
          sx={{ width: 100 }}
        />
        <FormHelperText>Up to 10</FormHelperText>
      </FormControl>
    </Stack>
  );
}
