import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import Button from '@mui/material/Button';

// No autoHideDuration: the message stays while the problem lasts. Clicks elsewhere on the page
// (reason "clickaway") are ignored; only the button or coming back online closes it.
export default function OfflineSnackbar() {
  const [offline, setOffline] = React.useState(false);
  const [dismissed, setDismissed] = React.useState(false);

  const handleClose = (_event, reason) => {
    if (reason === 'clickaway') {
      return;
    }
    setDismissed(true);
  };

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={offline}
            onChange={(event) => {
              setOffline(event.target.checked);
              setDismissed(false);
            }}
          />
        }
        label="Simulate a lost connection"
      />
      <Snackbar
        open={offline && !dismissed}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        message="You are offline. Changes are saved on this device."
        action={
          <Button
            color="inherit"
            size="small"
            onClick={(event) => handleClose(event)}
          >
            Dismiss
          </Button>
        }
      />
    </div>
  );
}
