import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';

const folders = [
  { label: 'Inbox', icon: <InboxIcon /> },
  { label: 'Sent', icon: <SendIcon /> },
  { label: 'Drafts', icon: <DraftsIcon /> },
];

export default function NavDrawer() {
  const [open, setOpen] = React.useState(false);
  const [folder, setFolder] = React.useState('Inbox');

  return (
    <div>
      <Button
        variant="outlined"
        startIcon={<MenuIcon />}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Folders
      </Button>
      <Typography sx={{ mt: 2 }}>Showing: {folder}</Typography>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label="Mail folders" sx={{ width: 240 }}>
          <List>
            {folders.map(({ label, icon }) => (
              <ListItem key={label} disablePadding>
                <ListItemButton
                  selected={label === folder}
                  aria-current={label === folder ? 'page' : undefined}
                  onClick={() => {
                    setFolder(label);
                    setOpen(false);
                  }}
                >
                  <ListItemIcon>{icon}</ListItemIcon>
                  <ListItemText primary={label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </div>
  );
}
