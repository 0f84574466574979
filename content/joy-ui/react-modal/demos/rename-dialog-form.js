import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';

export default function RenameDialogForm() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState('Q3 planning');

  return (
    <React.Fragment>
      <Typography level="title-md" sx={{ mb: 1 }}>
        Board: {name}
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Rename board
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog>
          <DialogTitle>Rename board</DialogTitle>
          {/* A form inside the dialog: Enter submits, and the browser validates `required`. */}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setName(String(new FormData(event.currentTarget).get('name')));
              setOpen(false);
            }}
          >
            <FormControl required>
              <FormLabel>Name</FormLabel>
              <Input name="name" defaultValue={name} autoFocus />
              <FormHelperText>
                Everyone on the board sees the new name.
              </FormHelperText>
            </FormControl>
            <DialogActions sx={{ mt: 2 }}>
              <Button type="submit">Save</Button>
              <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
                Cancel
              </Button>
            </DialogActions>
          </form>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
