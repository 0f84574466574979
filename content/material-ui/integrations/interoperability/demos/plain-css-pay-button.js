import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import './plain-css-pay-button.css';

export default function PlainCssPayButton() {
  const [accepted, setAccepted] = React.useState(false);

  return (
    <Stack className="pay-form" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
          />
        }
        label="I accept the terms of sale"
      />
      <Button className="pay-button" variant="contained" disabled={!accepted}>
        Pay $48.00
      </Button>
    </Stack>
  );
}
