import * as React from 'react';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import MenuRounded from '@mui/icons-material/MenuRounded';

const destinations = ['Inbox', 'Drafts', 'Sent', 'Archive'];

export default function NavigationDrawer() {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('Inbox');

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <IconButton
        variant="outlined"
        aria-label="Open navigation"
        onClick={() => setOpen(true)}
      >
        <MenuRounded />
      </IconButton>
      <Typography level="title-md">{current}</Typography>
      <Drawer open={open} onClose={() => setOpen(false)} size="sm">
        <ModalClose aria-label="Close navigation" />
        <DialogTitle>Mail</DialogTitle>
        <List component="nav" aria-label="Mail folders" size="lg" sx={{ px: 1 }}>
          {destinations.map((name) => (
            <ListItem key={name}>
              <ListItemButton
                selected={name === current}
                aria-current={name === current ? 'page' : undefined}
                onClick={() => {
                  setCurrent(name);
                  setOpen(false);
                }}
              >
                {name}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </Stack>
  );
}
