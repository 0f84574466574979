import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';

export default function ControlledCheckbox() {
  const [accepted, setAccepted] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {/* checked + onChange: the state lives in React, so the button can follow it. */}
      <FormControlLabel
        control={
          <Checkbox
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
          />
        }
        label="I have backed up my data"
      />
      <Button variant="contained" color="error" disabled={!accepted}>
        Reset device
      </Button>
    </Stack>
  );
}
