import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import CloudDone from '@mui/icons-material/CloudDone';
import Celebration from '@mui/icons-material/Celebration';

export default function AlertIconOptions() {
  return (
    <Stack spacing={1.5}>
      {/* icon replaces the severity's icon for one alert. */}
      <Alert icon={<CloudDone fontSize="inherit" />} severity="success">
        All files are synced.
      </Alert>
      {/* iconMapping replaces it for a severity, e.g. across an app through the theme. */}
      <Alert
        iconMapping={{ success: <Celebration fontSize="inherit" /> }}
        severity="success"
      >
        You reached 1,000 subscribers.
      </Alert>
      {/* icon={false} removes it. */}
      <Alert icon={false} severity="warning">
        Prices change on 1 March.
      </Alert>
    </Stack>
  );
}
