import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DialogsProvider, useDialogs } from '@toolpad/core/useDialogs';

function ExportButton() {
  const dialogs = useDialogs();
  const [exports, setExports] = React.useState(0);
  const exportReport = async () => {
    // `alert` resolves once the dialog is dismissed, so the next line runs after that.
    await dialogs.alert(
      'The report is being prepared. You will find it under Downloads.',
      {
        title: 'Export started',
        okText: 'Got it',
      },
    );
    setExports((count) => count + 1);
  };
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="contained" onClick={exportReport}>
        Export report
      </Button>
      <Typography>Acknowledged exports: {exports}</Typography>
    </Stack>
  );
}

export default function AlertDialog() {
  return (
    <DialogsProvider>
      <ExportButton />
    </DialogsProvider>
  );
}
