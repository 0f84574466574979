import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';

export default function NotesBottomAppBar() {
  return (
    // The frame stands in for a phone screen; in an app the bar is position="fixed" with bottom: 0.
    <Box
      sx={{
        position: 'relative',
        height: 260,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <List aria-label="Notes" sx={{ pb: 9 }}>
        {['Groceries', 'Ideas for the talk', 'Books to read'].map((note) => (
          <ListItem key={note}>
            <ListItemText primary={note} />
          </ListItem>
        ))}
      </List>
      <AppBar position="absolute" color="primary" sx={{ top: 'auto', bottom: 0 }}>
        <Toolbar>
          <IconButton color="inherit" aria-label="Open navigation">
            <MenuIcon />
          </IconButton>
          {/* The FAB sits on the bar's top edge, centred. */}
          <Fab
            color="secondary"
            aria-label="New note"
            sx={{
              position: 'absolute',
              zIndex: 1,
              top: -30,
              left: 0,
              right: 0,
              mx: 'auto',
            }}
          >
            <AddIcon />
          </Fab>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton color="inherit" aria-label="Search notes">
            <SearchIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
