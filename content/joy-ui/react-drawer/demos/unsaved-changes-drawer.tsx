import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Drawer from '@mui/joy/Drawer';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function UnsavedChangesDrawer() {
  const [open, setOpen] = React.useState(false);
  const [note, setNote] = React.useState('');
  const [warn, setWarn] = React.useState(false);

  const close = () => {
    setOpen(false);
    setWarn(false);
    setNote('');
  };

  return (
    <React.Fragment>
      <Button onClick={() => setOpen(true)}>Write a note</Button>
      {/* onClose reports why it fired; with unsaved text, Escape and backdrop clicks only warn. */}
      <Drawer
        anchor="right"
        open={open}
        onClose={(_event, reason) => {
          if (note && (reason === 'backdropClick' || reason === 'escapeKeyDown')) {
            setWarn(true);
            return;
          }
          close();
        }}
      >
        <DialogTitle>New note</DialogTitle>
        <DialogContent sx={{ gap: 2 }}>
          <FormControl>
            <FormLabel>Note</FormLabel>
            <Textarea minRows={4} value={note} onChange={(event) => setNote(event.target.value)} />
          </FormControl>
          {warn && (
            <Alert color="warning" variant="soft">
              You have unsaved text. Save it or discard it to close.
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button variant="plain" color="neutral" onClick={close}>
              Discard
            </Button>
            <Button onClick={close}>Save</Button>
          </Box>
        </DialogContent>
      </Drawer>
    </React.Fragment>
  );
}
