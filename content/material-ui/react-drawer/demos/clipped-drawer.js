import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const WIDTH = 180;

export default function ClippedDrawer() {
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
      {/* The app bar sits above the drawer (a higher z-index) and spans the whole width. */}
      <AppBar
        position="absolute"
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <Toolbar>
          <Typography variant="h6" component="p" noWrap>
            Analytics
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{
          width: WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: WIDTH, position: 'absolute' },
        }}
      >
        {/* An empty Toolbar pushes the list below the app bar. */}
        <Toolbar />
        <Box component="nav" aria-label="Reports">
          <List>
            {['Overview', 'Audience', 'Acquisition'].map((report) => (
              <ListItem key={report} disablePadding>
                <ListItemButton>
                  <ListItemText primary={report} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box component="section" sx={{ flex: 1, p: 2 }}>
        <Toolbar />
        <Typography>Reports appear here.</Typography>
      </Box>
    </Box>
  );
}
