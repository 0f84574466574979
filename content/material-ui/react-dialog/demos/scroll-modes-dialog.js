import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

const clauses = Array.from(
  { length: 30 },
  (_, index) =>
    `${index + 1}. Clause ${index + 1} of the licence: what you may do with the software, and under which conditions.`,
);

export default function ScrollModesDialog() {
  const id = React.useId();
  const [scroll, setScroll] = React.useState(null);
  const descriptionRef = React.useRef(null);

  React.useEffect(() => {
    // Move focus into the long text so keyboard scrolling works at once.
    if (scroll) descriptionRef.current?.focus();
  }, [scroll]);

  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" onClick={() => setScroll('paper')}>
        scroll=paper
      </Button>
      <Button variant="outlined" onClick={() => setScroll('body')}>
        scroll=body
      </Button>
      <Dialog
        open={scroll !== null}
        onClose={() => setScroll(null)}
        scroll={scroll ?? 'paper'}
        aria-labelledby={`${id}-title`}
      >
        <DialogTitle id={`${id}-title`}>Licence agreement</DialogTitle>
        {/* paper: title and actions stay put and the content scrolls; body: the whole dialog scrolls. */}
        <DialogContent dividers={scroll === 'paper'}>
          <DialogContentText ref={descriptionRef} tabIndex={-1} component="div">
            {clauses.map((clause) => (
              <p key={clause}>{clause}</p>
            ))}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setScroll(null)}>Decline</Button>
          <Button onClick={() => setScroll(null)}>Accept</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
