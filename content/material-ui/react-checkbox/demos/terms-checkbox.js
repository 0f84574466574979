import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';

export default function TermsCheckbox() {
  const [accepted, setAccepted] = React.useState(false);
  const [newsletter, setNewsletter] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
          />
        }
        label="I accept the terms of service"
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={newsletter}
            onChange={(event) => setNewsletter(event.target.checked)}
          />
        }
        label="Send me the monthly newsletter"
      />
      <Button variant="contained" disabled={!accepted}>
        Create account
      </Button>
    </Stack>
  );
}
