import * as React from 'react';
import Button from '@mui/material/Button';
import Slide from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';

// Defined outside the demo, so the transition component keeps its identity between renders.
function SlideUp(props) {
  return <Slide {...props} direction="up" />;
}

export default function SnackbarSlideTransition() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Archive conversation
      </Button>
      {/* TransitionComponent swaps the Snackbar's default Grow for our Slide. */}
      <Snackbar
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={4000}
        TransitionComponent={SlideUp}
        message="Conversation archived"
      />
    </div>
  );
}
