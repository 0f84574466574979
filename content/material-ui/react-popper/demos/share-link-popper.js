import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function ShareLinkPopper() {
  const [anchor, setAnchor] = React.useState(null);
  const open = Boolean(anchor);
  const id = open ? 'share-link-popper' : undefined;

  return (
    <div>
      <Button
        variant="outlined"
        aria-describedby={id}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        {open ? 'Hide link' : 'Show share link'}
      </Button>
      {/* The minimum: open, anchorEl and content. It opens below the button by default. */}
      <Popper id={id} open={open} anchorEl={anchor}>
        <Box
          sx={{
            mt: 1,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          <Typography variant="body2">https://example.com/s/7Hk2pQ</Typography>
        </Box>
      </Popper>
    </div>
  );
}
