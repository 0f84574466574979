import * as React from 'react';
import AddIcon from '@mui/icons-material/Add';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

export default function FabInPanel() {
  const [notes, setNotes] = React.useState(['Buy bread', 'Call the plumber']);

  return (
    // The panel is the positioning context, so the button floats over the list, not the page.
    <Paper
      variant="outlined"
      sx={{ position: 'relative', height: 240, overflow: 'hidden' }}
    >
      <List aria-label="Notes" sx={{ height: '100%', overflow: 'auto', pb: 10 }}>
        {notes.map((note, index) => (
          <ListItem key={index} divider>
            <ListItemText primary={note} />
          </ListItem>
        ))}
      </List>
      <Fab
        color="primary"
        aria-label="Add note"
        onClick={() =>
          setNotes((current) => [...current, `New note ${current.length + 1}`])
        }
        sx={{ position: 'absolute', right: 16, bottom: 16 }}
      >
        <AddIcon />
      </Fab>
    </Paper>
  );
}
