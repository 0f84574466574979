import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

export default function VacationResponderSwitch() {
  // Controlled: the switch's state decides whether the message field is usable.
  const [enabled, setEnabled] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <FormControlLabel
        control={
          <Switch
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
          />
        }
        label="Vacation responder"
      />
      <TextField
        id="vacation-message"
        label="Automatic reply"
        multiline
        minRows={2}
        disabled={!enabled}
        defaultValue="I am away until Monday."
      />
    </Stack>
  );
}
