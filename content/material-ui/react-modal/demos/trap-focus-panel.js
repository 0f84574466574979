import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import TrapFocus from '@mui/material/Unstable_TrapFocus';

export default function TrapFocusPanel() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)} disabled={open}>
        Edit inline
      </Button>
      {open && (
        <TrapFocus open>
          <Box
            tabIndex={-1}
            role="group"
            aria-label="Inline editor"
            sx={{
              mt: 2,
              p: 2,
              border: 2,
              borderColor: 'primary.main',
              borderRadius: 1,
              display: 'flex',
              gap: 1,
              flexWrap: 'wrap',
            }}
          >
            <TextField size="small" label="Title" defaultValue="Weekly sync" />
            <TextField size="small" label="Room" defaultValue="4.02" />
            <Button variant="contained" onClick={() => setOpen(false)}>
              Done
            </Button>
          </Box>
        </TrapFocus>
      )}
    </div>
  );
}
