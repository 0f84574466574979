import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { DialogsProvider, useDialogs } from '@toolpad/core/useDialogs';

function NoteDialog({ payload, open, onClose }) {
  // Dialogs can open dialogs: this confirm stacks on top of the note editor.
  const dialogs = useDialogs();
  const [text, setText] = React.useState(payload);
  const cancel = async () => {
    if (text !== payload) {
      const discard = await dialogs.confirm(
        'Your changes to the note will be lost.',
        {
          title: 'Discard changes?',
          okText: 'Discard',
          cancelText: 'Keep editing',
          severity: 'warning',
        },
      );
      if (!discard) return;
    }
    await onClose(null);
  };
  return (
    <Dialog open={open} onClose={cancel} fullWidth maxWidth="sm">
      <DialogTitle>Edit note</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label="Note"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>Cancel</Button>
        <Button variant="contained" onClick={() => onClose(text)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Note() {
  const dialogs = useDialogs();
  const [note, setNote] = React.useState(
    'Call the supplier about the late pallets.',
  );
  return (
    <Stack spacing={1} alignItems="flex-start">
      <Typography>{note}</Typography>
      <Button
        onClick={async () => {
          const next = await dialogs.open(NoteDialog, note);
          if (next !== null) setNote(next);
        }}
      >
        Edit note
      </Button>
    </Stack>
  );
}

export default function DiscardChangesGuard() {
  return (
    <DialogsProvider>
      <Note />
    </DialogsProvider>
  );
}
