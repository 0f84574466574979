import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';

// A transition sets style (opacity, transform) on its child and needs its DOM node:
// so the child spreads the props it gets and forwards the ref to its root element.
const Notice = React.forwardRef(function Notice({ title, children, ...props }, ref) {
  return (
    <div ref={ref} {...props}>
      <strong>{title}</strong> {children}
    </div>
  );
});

export default function NoticeRefChild() {
  const [open, setOpen] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
      >
        {open ? 'Hide' : 'Show'} maintenance notice
      </Button>
      <Fade in={open}>
        <Notice
          title="Scheduled maintenance:"
          role="note"
          style={{ padding: 12, borderRadius: 8, border: '1px solid currentColor' }}
        >
          the dashboard is read-only on Sunday from 02:00 to 04:00 UTC.
        </Notice>
      </Fade>
    </Stack>
  );
}
