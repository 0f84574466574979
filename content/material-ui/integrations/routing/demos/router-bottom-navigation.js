import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import SearchIcon from '@mui/icons-material/Search';
import PersonIcon from '@mui/icons-material/Person';

const TABS = [
  { href: '/app/home', label: 'Home', icon: <HomeIcon /> },
  { href: '/app/search', label: 'Search', icon: <SearchIcon /> },
  { href: '/app/profile', label: 'Profile', icon: <PersonIcon /> },
];

// A mobile app's bottom bar: each action is a link (component="a" + href), its value is the
// route, and the bar's value is the current path.
export default function RouterBottomNavigation() {
  const [path, setPath] = React.useState('/app/home');
  const current = TABS.find((tab) => tab.href === path) ?? TABS[0];

  return (
    <Paper
      variant="outlined"
      sx={{ width: 320, maxWidth: '100%', overflow: 'hidden' }}
    >
      <Box sx={{ p: 2, minHeight: 96 }}>
        <Typography variant="h6" component="h3">
          {current.label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Route <code>{current.href}</code>
        </Typography>
      </Box>
      <Box component="nav" aria-label="App sections">
        <BottomNavigation
          showLabels
          value={path}
          sx={{ borderTop: 1, borderColor: 'divider' }}
        >
          {TABS.map((tab) => (
            <BottomNavigationAction
              key={tab.href}
              component="a"
              // The link stays on this page (the routes are not pages of this site); a real app
              // links to the route itself.
              href={`?path=${tab.href}`}
              value={tab.href}
              label={tab.label}
              icon={tab.icon}
              aria-current={tab.href === path ? 'page' : undefined}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey) return;
                event.preventDefault();
                setPath(tab.href);
              }}
            />
          ))}
        </BottomNavigation>
      </Box>
    </Paper>
  );
}
