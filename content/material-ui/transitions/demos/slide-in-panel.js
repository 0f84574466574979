import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';

export default function SlideInPanel() {
  const [open, setOpen] = React.useState(false);
  const containerRef = React.useRef(null);

  return (
    <Box
      ref={containerRef}
      sx={{
        position: 'relative',
        height: 180,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Button variant="outlined" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Close' : 'Open'} activity
      </Button>
      <Slide
        in={open}
        direction="left"
        container={containerRef.current}
        unmountOnExit
      >
        <Paper
          elevation={4}
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            bottom: 0,
            width: 220,
            p: 2,
          }}
        >
          <Typography variant="subtitle2" component="p">
            Activity
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Lin moved “Launch plan” to Done, 5 minutes ago.
          </Typography>
        </Paper>
      </Slide>
    </Box>
  );
}
