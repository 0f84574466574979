import * as React from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';

// Rounded items with a tinted selected state, in the style of an app's sidebar.
const SidebarList = styled(List)(({ theme }) => ({
  padding: theme.spacing(1),
  '& .MuiListItemButton-root': {
    borderRadius: theme.shape.borderRadius * 2,
    marginBottom: 2,
  },
  '& .MuiListItemIcon-root': { minWidth: 0, marginRight: theme.spacing(2) },
  '& .MuiListItemButton-root.Mui-selected': {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '& .MuiListItemIcon-root': { color: 'inherit' },
    '&:hover': { backgroundColor: theme.palette.primary.dark },
  },
}));

const items = [
  { label: 'Dashboard', icon: <DashboardIcon /> },
  { label: 'Customers', icon: <PeopleIcon /> },
  { label: 'Settings', icon: <SettingsIcon /> },
];

export default function StyledNavList() {
  const [current, setCurrent] = React.useState('Dashboard');

  return (
    <Paper variant="outlined" sx={{ maxWidth: 260 }}>
      <SidebarList component="nav" aria-label="App sections">
        {items.map(({ label, icon }) => (
          <ListItemButton
            key={label}
            selected={current === label}
            aria-current={current === label ? 'page' : undefined}
            onClick={() => setCurrent(label)}
          >
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText primary={label} />
          </ListItemButton>
        ))}
      </SidebarList>
    </Paper>
  );
}
