import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function FocusFromButton() {
  // The ref goes to the native <input> through slotProps.input, not to Input's root <div>.
  const inputRef = React.useRef(null);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
      <FormControl sx={{ width: 240 }}>
        <FormLabel>Gift message</FormLabel>
        <Input
          slotProps={{ input: { ref: inputRef } }}
          placeholder="Happy birthday!"
        />
      </FormControl>
      {/* Focusing the native input shows Joy's focus ring, as if the reader had clicked it. */}
      <Button variant="outlined" onClick={() => inputRef.current?.focus()}>
        Write a message
      </Button>
    </Stack>
  );
}
