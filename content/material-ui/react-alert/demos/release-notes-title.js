import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';

export default function ReleaseNotesTitle() {
  return (
    <Alert severity="warning">
      {/* The title is the summary; the body holds the details. */}
      <AlertTitle>Two settings need your attention</AlertTitle>
      Before upgrading to version 4:
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        <li>Move API keys to the new secrets page.</li>
        <li>Re-enable two-factor sign-in for admins.</li>
      </Box>
    </Alert>
  );
}
