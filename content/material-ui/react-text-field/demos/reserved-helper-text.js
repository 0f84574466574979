import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ReservedHelperText() {
  const [handle, setHandle] = React.useState('');
  const invalid = handle.length > 0 && !/^[a-z0-9_]{3,15}$/.test(handle);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* helperText=" " keeps the line's height, so the button beside it never jumps. */}
      <TextField
        id="reserved-handle"
        label="Handle"
        value={handle}
        onChange={(event) => setHandle(event.target.value)}
        error={invalid}
        helperText={invalid ? '3–15 lowercase letters, digits or _' : ' '}
      />
      <TextField id="reserved-display" label="Display name" helperText=" " />
    </Stack>
  );
}
