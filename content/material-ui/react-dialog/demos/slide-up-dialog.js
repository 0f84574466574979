import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slide from '@mui/material/Slide';

// Defined outside the component, so it is not a new component type on every render.
const SlideUp = React.forwardRef(function SlideUp(props, ref) {
  return <Slide direction="up" ref={ref} {...props} />;
});

export default function SlideUpDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        What’s new
      </Button>
      <Dialog
        open={open}
        TransitionComponent={SlideUp}
        keepMounted
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
      >
        <DialogTitle id={`${id}-title`}>New in version 4</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Shared folders, offline mode, and a faster search.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Got it</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
