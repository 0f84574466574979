import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function FormDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [email, setEmail] = React.useState('');
  const [invited, setInvited] = React.useState([]);
  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

  const close = () => {
    setOpen(false);
    setEmail('');
  };

  const submit = (event) => {
    event.preventDefault();
    if (!valid) return;
    setInvited((current) => [...current, email]);
    close();
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Invite a teammate
      </Button>
      <Typography variant="body2" role="status">
        {invited.length
          ? `Invited: ${invited.join(', ')}`
          : 'No invitations sent yet.'}
      </Typography>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="xs"
        aria-labelledby={`${id}-title`}
        // The dialog's paper is the form, so Enter in the field submits.
        PaperProps={{ component: 'form', onSubmit: submit }}
      >
        <DialogTitle id={`${id}-title`}>Invite a teammate</DialogTitle>
        <DialogContent>
          <DialogContentText>
            They will get an email with a link to join this workspace.
          </DialogContentText>
          <TextField
            autoFocus
            margin="dense"
            id={`${id}-email`}
            label="Email address"
            type="email"
            fullWidth
            variant="standard"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={email !== '' && !valid}
            helperText={
              email !== '' && !valid
                ? 'Enter an address like name@example.com.'
                : ' '
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" disabled={!valid}>
            Send invitation
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
