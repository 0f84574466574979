import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import MenuOpen from '@mui/icons-material/MenuOpen';
import Menu from '@mui/icons-material/Menu';
import Dashboard from '@mui/icons-material/Dashboard';
import Inbox from '@mui/icons-material/Inbox';
import Settings from '@mui/icons-material/Settings';

const links = [
  { label: 'Dashboard', icon: <Dashboard /> },
  { label: 'Inbox', icon: <Inbox /> },
  { label: 'Settings', icon: <Settings /> },
];

export default function CollapsibleSidebar() {
  const [open, setOpen] = React.useState(true);
  return (
    <Box
      sx={{
        display: 'flex',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        height: 220,
      }}
    >
      {/* Horizontal: the width animates, and 56px of icons stay when it is closed. */}
      <Collapse orientation="horizontal" in={open} collapsedSize={56}>
        <Box
          component="nav"
          aria-label="Main"
          sx={{ width: 200, borderInlineEnd: 1, borderColor: 'divider', height: 1 }}
        >
          <List dense>
            {links.map((link) => (
              <ListItem key={link.label} disablePadding>
                <ListItemButton>
                  <ListItemIcon>{link.icon}</ListItemIcon>
                  <ListItemText primary={link.label} sx={{ whiteSpace: 'nowrap' }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Collapse>
      <Box sx={{ p: 1.5, flexGrow: 1 }}>
        <IconButton
          aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <MenuOpen /> : <Menu />}
        </IconButton>
        <Typography variant="body2" color="text.secondary">
          The content area grows as the sidebar shrinks.
        </Typography>
      </Box>
    </Box>
  );
}
