import * as React from 'react';
import InboxIcon from '@mui/icons-material/Inbox';
import MenuIcon from '@mui/icons-material/Menu';
import SendIcon from '@mui/icons-material/Send';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const WIDTH = 200;

function Nav() {
  return (
    <Box component="nav" aria-label="Mailboxes">
      <List>
        {[
          { label: 'Inbox', icon: <InboxIcon /> },
          { label: 'Sent', icon: <SendIcon /> },
        ].map(({ label, icon }) => (
          <ListItem key={label} disablePadding>
            <ListItemButton>
              <ListItemIcon>{icon}</ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

export default function ResponsiveAppDrawer() {
  const [mobileOpen, setMobileOpen] = React.useState(false);

  return (
    // The frame stands in for the window: the drawers are positioned inside it, not the page.
    <Box
      sx={{
        display: 'flex',
        position: 'relative',
        height: 300,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        transform: 'translateZ(0)',
      }}
    >
      <AppBar
        position="absolute"
        sx={{ width: { sm: `calc(100% - ${WIDTH}px)` }, ml: { sm: `${WIDTH}px` } }}
      >
        <Toolbar>
          <IconButton
            color="inherit"
            aria-label="Open navigation"
            edge="start"
            onClick={() => setMobileOpen(true)}
            sx={{ mr: 2, display: { sm: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" noWrap>
            Mail
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ width: { sm: WIDTH }, flexShrink: { sm: 0 } }}>
        {/* Below sm: a temporary drawer behind the menu button. From sm: always visible. */}
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true, disablePortal: true }}
          sx={{
            display: { xs: 'block', sm: 'none' },
            '& .MuiDrawer-paper, & .MuiBackdrop-root': { position: 'absolute' },
            position: 'absolute',
          }}
          PaperProps={{ sx: { width: WIDTH } }}
        >
          <Nav />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', sm: 'block' },
            '& .MuiDrawer-paper': { position: 'absolute', width: WIDTH },
          }}
        >
          <Nav />
        </Drawer>
      </Box>
      <Box component="section" sx={{ flex: 1, p: 2 }}>
        <Toolbar />
        <Typography>
          Resize the window below 600 px to switch to the temporary drawer.
        </Typography>
      </Box>
    </Box>
  );
}
