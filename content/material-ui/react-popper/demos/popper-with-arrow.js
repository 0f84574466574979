import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

// Popper.js modifiers: "offset" leaves room for the arrow, "arrow" keeps the arrow element
// pointing at the button even when the popper is shifted to stay on screen.
export default function PopperWithArrow() {
  const [anchorEl, setAnchorEl] = React.useState(null);
  const [arrowEl, setArrowEl] = React.useState(null);
  const popperId = React.useId();
  const open = Boolean(anchorEl);

  return (
    <Box sx={{ py: 8 }}>
      <Button
        variant="outlined"
        aria-describedby={open ? popperId : undefined}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        What is a workspace?
      </Button>
      <Popper
        id={popperId}
        open={open}
        anchorEl={anchorEl}
        placement="bottom-start"
        modifiers={[
          { name: 'offset', options: { offset: [0, 10] } },
          { name: 'arrow', enabled: true, options: { element: arrowEl } },
        ]}
        sx={{ zIndex: 1 }}
      >
        <Box
          ref={setArrowEl}
          sx={{
            position: 'absolute',
            top: -6,
            width: 12,
            height: 12,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderLeft: 1,
            borderColor: 'divider',
            transform: 'rotate(45deg)',
            zIndex: 1,
          }}
        />
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 260 }}>
          <Typography variant="body2">
            A workspace groups projects, members and billing. Most teams need only
            one.
          </Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
