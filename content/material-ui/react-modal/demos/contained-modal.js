import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function ContainedModal() {
  const [open, setOpen] = React.useState(false);
  const container = React.useRef(null);

  return (
    // A modal scoped to one panel: container renders it there, and the panel is its positioning box.
    <Box
      ref={container}
      sx={{
        position: 'relative',
        height: 220,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        p: 2,
      }}
    >
      <Typography variant="subtitle2" component="p">
        Billing widget
      </Typography>
      <Button
        size="small"
        variant="outlined"
        sx={{ mt: 1 }}
        onClick={() => setOpen(true)}
      >
        Update card
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        container={() => container.current}
        disableScrollLock
        aria-labelledby="contained-modal-title"
        sx={{ position: 'absolute' }}
        slotProps={{ backdrop: { sx: { position: 'absolute' } } }}
      >
        <Box
          sx={{
            position: 'absolute',
            inset: 16,
            bgcolor: 'background.paper',
            borderRadius: 1,
            p: 2,
            boxShadow: 8,
          }}
        >
          <Typography id="contained-modal-title" variant="subtitle1" component="h2">
            Update card
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            Only this panel is covered; the rest of the page still scrolls.
          </Typography>
          <Button size="small" onClick={() => setOpen(false)}>
            Done
          </Button>
        </Box>
      </Modal>
    </Box>
  );
}
