import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export default function LocationAlertDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Find stores near me
      </Button>
      {/* role="alertdialog": an urgent question, read out with its description as soon as it opens. */}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        PaperProps={{ role: 'alertdialog' }}
      >
        <DialogTitle id={`${id}-title`}>Use your location?</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-description`}>
            We use it once to list the nearest stores, and do not store it. You can
            type a postcode instead.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Type a postcode</Button>
          <Button onClick={() => setOpen(false)} autoFocus>
            Use location
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
