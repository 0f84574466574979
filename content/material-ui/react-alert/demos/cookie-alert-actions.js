import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CookieAlertActions() {
  const [choice, setChoice] = React.useState(null);

  if (choice) {
    return (
      <Typography variant="body2" role="status">
        Saved: {choice}.
      </Typography>
    );
  }
  return (
    <Alert
      severity="info"
      // action takes any controls; color="inherit" matches them to the alert.
      action={
        <Stack direction="row" spacing={1}>
          <Button
            color="inherit"
            size="small"
            onClick={() => setChoice('only essential cookies')}
          >
            Essential only
          </Button>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={() => setChoice('all cookies')}
          >
            Accept all
          </Button>
        </Stack>
      }
    >
      We use cookies to keep you signed in and, if you agree, to measure visits.
    </Alert>
  );
}
