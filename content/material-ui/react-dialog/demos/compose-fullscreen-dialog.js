import * as React from 'react';
import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

export default function ComposeFullscreenDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="contained" onClick={() => setOpen(true)}>
        New post
      </Button>
      <Dialog
        fullScreen
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
      >
        {/* A full-screen dialog is a page of its own: a bar with close and the main action. */}
        <AppBar sx={{ position: 'relative' }}>
          <Toolbar>
            <IconButton
              edge="start"
              color="inherit"
              onClick={() => setOpen(false)}
              aria-label="Close"
            >
              <CloseIcon />
            </IconButton>
            <Typography
              id={`${id}-title`}
              variant="h6"
              component="h2"
              sx={{ ml: 2, flex: 1 }}
            >
              New post
            </Typography>
            <Button color="inherit" onClick={() => setOpen(false)}>
              Publish
            </Button>
          </Toolbar>
        </AppBar>
        <Stack spacing={2} sx={{ p: 3 }}>
          <TextField id={`${id}-post-title`} label="Title" fullWidth />
          <TextField
            id={`${id}-post-body`}
            label="Text"
            multiline
            minRows={8}
            fullWidth
          />
        </Stack>
      </Dialog>
    </React.Fragment>
  );
}
