import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';

export default function AnchorDrawers() {
  const [anchor, setAnchor] = React.useState(null);
  const horizontal = anchor === 'top' || anchor === 'bottom';

  return (
    <Stack direction="row" spacing={1}>
      {['left', 'right', 'top', 'bottom'].map((side) => (
        <Button key={side} variant="outlined" onClick={() => setAnchor(side)}>
          {side}
        </Button>
      ))}
      <Drawer
        anchor={anchor ?? 'left'}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {/* Side drawers have a fixed width; top and bottom ones take the full width. */}
        <Box
          sx={{ width: horizontal ? 'auto' : 250 }}
          role="presentation"
          onClick={() => setAnchor(null)}
        >
          <List aria-label="Sort by">
            {['Newest', 'Oldest', 'Most popular'].map((label) => (
              <ListItem key={label} disablePadding>
                <ListItemButton>
                  <ListItemText primary={label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Stack>
  );
}
