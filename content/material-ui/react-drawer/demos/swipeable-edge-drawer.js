import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';

export default function SwipeableEdgeDrawer() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show 12 results
      </Button>
      {/* A 40 px band along the bottom edge starts the swipe, wider than the 20 px default. */}
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        onOpen={() => setOpen(true)}
        swipeAreaWidth={40}
        disableSwipeToOpen={false}
        PaperProps={{
          sx: { height: '50%', borderTopLeftRadius: 8, borderTopRightRadius: 8 },
        }}
      >
        {/* The puller: a visual cue that the sheet can be dragged down to close. */}
        <Box
          sx={{
            width: 30,
            height: 6,
            bgcolor: 'action.disabled',
            borderRadius: 3,
            mx: 'auto',
            mt: 1,
          }}
        />
        <Typography component="h2" variant="subtitle1" sx={{ p: 2 }}>
          12 results
        </Typography>
        <Box sx={{ px: 2, pb: 2, overflow: 'auto' }}>
          <Typography variant="body2">
            Swipe the sheet down, press Escape or tap outside to close it.
          </Typography>
        </Box>
      </SwipeableDrawer>
    </div>
  );
}
