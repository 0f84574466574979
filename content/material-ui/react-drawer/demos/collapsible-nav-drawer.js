import * as React from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import PeopleIcon from '@mui/icons-material/People';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

const items = [
  { label: 'Dashboard', icon: <DashboardIcon /> },
  { label: 'Calendar', icon: <EventIcon /> },
  { label: 'People', icon: <PeopleIcon /> },
];

export default function CollapsibleNavDrawer() {
  const [open, setOpen] = React.useState(false);
  const width = open ? 200 : 56;

  return (
    <Box
      sx={{
        display: 'flex',
        position: 'relative',
        height: 260,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {/* Closed, the drawer keeps its icons; each then shows its label in a tooltip. */}
      <Drawer
        variant="permanent"
        sx={{
          width,
          flexShrink: 0,
          transition: (t) => t.transitions.create('width'),
          '& .MuiDrawer-paper': {
            width,
            position: 'absolute',
            overflowX: 'hidden',
            transition: (t) => t.transitions.create('width'),
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            justifyContent: open ? 'flex-end' : 'center',
            p: 1,
          }}
        >
          <IconButton
            aria-label={open ? 'Collapse navigation' : 'Expand navigation'}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label="Sections">
          <List>
            {items.map(({ label, icon }) => (
              <ListItem key={label} disablePadding sx={{ display: 'block' }}>
                <Tooltip title={open ? '' : label} placement="right">
                  <ListItemButton
                    sx={{ px: 2, justifyContent: open ? 'initial' : 'center' }}
                    aria-label={open ? undefined : label}
                  >
                    <ListItemIcon sx={{ minWidth: 0, mr: open ? 2 : 0 }}>
                      {icon}
                    </ListItemIcon>
                    {open ? <ListItemText primary={label} /> : null}
                  </ListItemButton>
                </Tooltip>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box component="section" sx={{ flex: 1, p: 2 }}>
        <Typography>Main content.</Typography>
      </Box>
    </Box>
  );
}
