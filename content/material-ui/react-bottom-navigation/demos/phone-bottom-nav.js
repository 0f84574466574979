import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import SearchIcon from '@mui/icons-material/Search';
import PersonIcon from '@mui/icons-material/Person';

const screens = {
  home: { title: 'Home', body: 'Three new posts from people you follow.' },
  search: { title: 'Search', body: 'Find people, tags and places.' },
  profile: { title: 'Profile', body: 'Ada Lovelace · 128 followers' },
};

export default function PhoneBottomNav() {
  const [screen, setScreen] = React.useState('home');

  return (
    <Paper variant="outlined" sx={{ maxWidth: 360, mx: 'auto', overflow: 'hidden' }}>
      <Box sx={{ p: 2, minHeight: 140 }}>
        <Typography variant="h6" component="p">
          {screens[screen].title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {screens[screen].body}
        </Typography>
      </Box>
      <Box component="nav" aria-label="Main sections">
        <BottomNavigation
          value={screen}
          onChange={(_event, next) => setScreen(next)}
        >
          <BottomNavigationAction label="Home" value="home" icon={<HomeIcon />} />
          <BottomNavigationAction
            label="Search"
            value="search"
            icon={<SearchIcon />}
          />
          <BottomNavigationAction
            label="Profile"
            value="profile"
            icon={<PersonIcon />}
          />
        </BottomNavigation>
      </Box>
    </Paper>
  );
}
