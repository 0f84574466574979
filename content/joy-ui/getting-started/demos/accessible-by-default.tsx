import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

export default function AccessibleByDefault() {
  return (
    // FormControl wires labels and helper texts to the inputs; no ids to write by hand.
    <Stack spacing={3} sx={{ maxWidth: 360 }}>
      <FormControl>
        <FormLabel>Delivery</FormLabel>
        <RadioGroup defaultValue="standard" name="accessible-by-default-delivery">
          <Radio value="standard" label="Standard, 3 to 5 days" />
          <Radio value="express" label="Express, next day" />
        </RadioGroup>
        <FormHelperText>Arrow keys move between the options.</FormHelperText>
      </FormControl>
      <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
        <FormLabel>Gift wrap</FormLabel>
        <Switch />
      </FormControl>
    </Stack>
  );
}
