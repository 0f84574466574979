import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function AutofillShrink() {
  const ref = React.useRef(null);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {/* The value is written to the DOM behind React's back (as some autofill and scripts do):
          the label cannot know, so shrink keeps it above the input. */}
      <TextField
        id="shrink-city"
        label="City"
        inputRef={ref}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button
        variant="outlined"
        onClick={() => {
          if (ref.current) ref.current.value = 'Porto';
        }}
      >
        Fill from profile
      </Button>
    </Stack>
  );
}
