import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function BasicInput() {
  return (
    // FormControl ties the label and helper text to the input (for and aria-describedby).
    <FormControl sx={{ width: 280 }}>
      <FormLabel>Display name</FormLabel>
      <Input placeholder="e.g. Sam" />
      <FormHelperText>Shown next to your comments.</FormHelperText>
    </FormControl>
  );
}
