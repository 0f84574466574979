import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import LoadingButton from '@mui/lab/LoadingButton';
import { DialogsProvider, useDialogs } from '@toolpad/core/useDialogs';

function RenameDialog({ payload, open, onClose }) {
  const [name, setName] = React.useState(payload);
  const [saving, setSaving] = React.useState(false);
  const save = async () => {
    setSaving(true);
    // onClose returns a promise: it settles after the caller's `onClose` option has run.
    await onClose(name);
  };
  return (
    <Dialog
      open={open}
      onClose={() => !saving && onClose(null)}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle>Rename file</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          margin="dense"
          label="File name"
          value={name}
          disabled={saving}
          onChange={(event) => setName(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button disabled={saving} onClick={() => onClose(null)}>
          Cancel
        </Button>
        <LoadingButton loading={saving} variant="contained" onClick={save}>
          Save
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
}

// Stands in for a request to your server.
const saveName = (name) =>
  new Promise((resolve) => {
    setTimeout(() => resolve(), 1200 + name.length * 10);
  });

function FileRow() {
  const dialogs = useDialogs();
  const [fileName, setFileName] = React.useState('q3-budget.xlsx');
  const rename = async () => {
    const next = await dialogs.open(RenameDialog, fileName, {
      // Runs before the dialog closes: the dialog shows its spinner meanwhile.
      onClose: async (result) => {
        if (result) await saveName(result);
      },
    });
    if (next) setFileName(next);
  };
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Typography>{fileName}</Typography>
      <Button onClick={rename}>Rename</Button>
    </Stack>
  );
}

export default function SaveBeforeClose() {
  return (
    <DialogsProvider>
      <FileRow />
    </DialogsProvider>
  );
}
