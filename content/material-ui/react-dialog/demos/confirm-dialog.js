import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ConfirmDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [projects, setProjects] = React.useState(['Website redesign', 'Mobile app']);

  const remove = () => {
    setProjects((current) => current.slice(1));
    setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">
        Projects: {projects.length ? projects.join(', ') : 'none left'}
      </Typography>
      <Button
        variant="outlined"
        color="error"
        disabled={!projects.length}
        onClick={() => setOpen(true)}
      >
        Delete “{projects[0] ?? '…'}”
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
      >
        <DialogTitle id={`${id}-title`}>Delete this project?</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-description`}>
            “{projects[0]}” and its files will be removed for everyone on the team.
            This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          {/* The safe choice gets the initial focus. */}
          <Button onClick={() => setOpen(false)} autoFocus>
            Keep project
          </Button>
          <Button color="error" onClick={remove}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
