import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

export default function AlertSnackbar() {
  const [notice, setNotice] = React.useState(null);

  const show = (severity, text) =>
    // A new key restarts the hide timer even when the same message repeats.
    setNotice({ key: Date.now(), severity, text });

  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" onClick={() => show('success', 'Settings saved.')}>
        Save settings
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={() => show('error', 'Could not connect. Try again.')}
      >
        Simulate a failure
      </Button>
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        autoHideDuration={notice?.severity === 'error' ? null : 4000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {/* Snackbar needs a child that can hold a ref; Alert can. */}
        <Alert
          severity={notice?.severity ?? 'success'}
          variant="filled"
          onClose={() => setNotice(null)}
          sx={{ width: '100%' }}
        >
          {notice?.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
