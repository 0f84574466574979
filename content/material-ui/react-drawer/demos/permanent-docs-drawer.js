import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const WIDTH = 180;

export default function PermanentDocsDrawer() {
  return (
    // Full-height navigation: the drawer runs from top to bottom; its own toolbar holds the title.
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
      <Drawer
        variant="permanent"
        anchor="left"
        sx={{
          width: WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: WIDTH, position: 'absolute' },
        }}
      >
        <Toolbar>
          <Typography variant="subtitle1" component="p">
            Handbook
          </Typography>
        </Toolbar>
        <Divider />
        <Box component="nav" aria-label="Handbook chapters">
          <List>
            {['Welcome', 'Benefits', 'Time off', 'Expenses'].map((chapter) => (
              <ListItem key={chapter} disablePadding>
                <ListItemButton
                  selected={chapter === 'Welcome'}
                  aria-current={chapter === 'Welcome' ? 'page' : undefined}
                >
                  <ListItemText primary={chapter} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box component="section" sx={{ flex: 1, p: 2 }}>
        <Typography variant="h6" component="p">
          Welcome
        </Typography>
        <Typography variant="body2">
          A permanent drawer is always visible, for wide screens.
        </Typography>
      </Box>
    </Box>
  );
}
