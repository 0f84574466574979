import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

export default function AccessibleByDefault() {
  return (
    // FormControl wires labels and helper texts to the inputs; no ids to write by hand.
    <Stack spacing={3} sx={{ maxWidth: 360 }}>
      <FormControl>
        <FormLabel>Delivery instructions</FormLabel>
        <Input placeholder="Leave at the back door" />
        <FormHelperText>Read by the courier on arrival.</FormHelperText>
      </FormControl>
      <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
        <FormLabel>Gift wrap</FormLabel>
        <Switch />
      </FormControl>
    </Stack>
  );
}
