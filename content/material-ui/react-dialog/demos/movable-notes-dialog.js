import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';

/** Offset the paper by where its title was dragged to, with pointer events (no library needed). */
const DraggablePaper = React.forwardRef(function DraggablePaper(
  { style, ...props },
  ref,
) {
  const [offset, setOffset] = React.useState({ x: 0, y: 0 });
  const start = React.useRef(null);

  return (
    <Paper
      ref={ref}
      {...props}
      style={{ ...style, transform: `translate(${offset.x}px, ${offset.y}px)` }}
      onPointerDown={(event) => {
        if (!event.target.closest('[data-drag-handle]')) return;
        start.current = { x: event.clientX - offset.x, y: event.clientY - offset.y };
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (start.current)
          setOffset({
            x: event.clientX - start.current.x,
            y: event.clientY - start.current.y,
          });
      }}
      onPointerUp={() => {
        start.current = null;
      }}
    />
  );
});

export default function DraggableDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open colour notes
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        PaperComponent={DraggablePaper}
        aria-labelledby={`${id}-title`}
      >
        <DialogTitle
          id={`${id}-title`}
          data-drag-handle
          sx={{ cursor: 'move', touchAction: 'none' }}
        >
          Colour notes (drag me)
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            Move the dialog by its title to see what is behind it. Dragging is a
            pointer convenience: keyboard readers lose nothing, since the dialog
            works where it opens.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
