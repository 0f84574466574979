import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Drawer from '@mui/joy/Drawer';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';

const actions = ['Share', 'Add to playlist', 'Download', 'Report a problem'];

export default function BottomSheetDrawer() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        More actions
      </Button>
      {/* --Drawer-verticalSize sets the height of a top or bottom drawer; the radius rounds the top. */}
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ '--Drawer-verticalSize': 'min(360px, 70vh)' }}
        slotProps={{
          content: {
            sx: { borderRadius: '16px 16px 0 0', maxWidth: 560, mx: 'auto' },
          },
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 4,
            borderRadius: 4,
            bgcolor: 'neutral.outlinedBorder',
            mx: 'auto',
            mt: 1.5,
          }}
        />
        <DialogTitle>Track options</DialogTitle>
        <DialogContent>
          <List aria-label="Track options">
            {actions.map((action) => (
              <ListItem key={action}>
                <ListItemButton onClick={() => setOpen(false)}>
                  {action}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </DialogContent>
      </Drawer>
    </React.Fragment>
  );
}
