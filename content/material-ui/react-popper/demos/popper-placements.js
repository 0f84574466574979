import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

const placements = [
  'top-start',
  'top',
  'top-end',
  'left',
  'right',
  'bottom-start',
  'bottom',
  'bottom-end',
];

export default function PopperPlacements() {
  const [anchor, setAnchor] = React.useState(null);
  const [placement, setPlacement] = React.useState('bottom');
  const [open, setOpen] = React.useState(false);

  const show = (next) => (event) => {
    setAnchor(event.currentTarget);
    setOpen(placement !== next || !open);
    setPlacement(next);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, auto)',
        gap: 1,
        justifyContent: 'center',
        py: 6,
      }}
    >
      {placements.map((p) => (
        <Button
          key={p}
          size="small"
          variant="outlined"
          aria-describedby={open && p === placement ? 'placement-popper' : undefined}
          onClick={show(p)}
        >
          {p}
        </Button>
      ))}
      <Popper
        id="placement-popper"
        open={open}
        anchorEl={anchor}
        placement={placement}
        transition
      >
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={200}>
            <Paper sx={{ p: 1.5, m: 1 }}>
              <Typography variant="body2">Placed at {placement}</Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </Box>
  );
}
