import * as React from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';

export default function FabSnackbar() {
  const [open, setOpen] = React.useState(false);

  return (
    // The frame stands in for a phone screen with a floating action button at the bottom.
    <Box
      sx={{
        position: 'relative',
        height: 240,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        transform: 'translateZ(0)',
      }}
    >
      <Typography sx={{ p: 2 }}>Notes</Typography>
      <Fab
        color="primary"
        aria-label="New note"
        onClick={() => setOpen(true)}
        sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
      >
        <AddIcon />
      </Fab>
      {/* Raised above the button so it never covers it (the transform above contains position: fixed). */}
      <Snackbar
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        message="Note created"
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(false)}>
            Undo
          </Button>
        }
        sx={{ position: 'absolute', bottom: { xs: 90 } }}
      />
    </Box>
  );
}
