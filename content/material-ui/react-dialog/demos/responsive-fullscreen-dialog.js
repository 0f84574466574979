import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export default function ResponsiveFullscreenDialog() {
  const id = React.useId();
  const theme = useTheme();
  // Full screen below the md breakpoint: on phones a centred box leaves too little room.
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Review order
      </Button>
      <Dialog
        fullScreen={fullScreen}
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
      >
        <DialogTitle id={`${id}-title`}>Review your order</DialogTitle>
        <DialogContent>
          <DialogContentText>
            2 items, delivery on Thursday, total €64.90. Narrow the window below 900
            px to see the dialog fill the screen.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Back</Button>
          <Button onClick={() => setOpen(false)} variant="contained">
            Place order
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
