import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function KeepMountedDrawer() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Notes
      </Button>
      {/* keepMounted: the content stays in the DOM while closed, so the draft survives closing. */}
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        ModalProps={{ keepMounted: true }}
      >
        <Box sx={{ width: 300, p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Notes
          </Typography>
          <TextField
            id="keep-mounted-notes"
            label="Your notes"
            multiline
            minRows={6}
            fullWidth
            helperText="Close and reopen: the text is still here."
          />
        </Box>
      </Drawer>
    </div>
  );
}
