import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const contacts = {
  A: ['Aisha Bello', 'Anders Holm', 'Aurelio Conti'],
  B: ['Bea Santos', 'Björn Lind', 'Bo Zhang'],
  C: ['Carla Ruiz', 'Chidi Eze', 'Clara Weiss', 'Cyrus Rahimi'],
  D: ['Dani Cohen', 'Dmitri Volkov', 'Dua Malik'],
};

export default function StickyContacts() {
  return (
    // A focusable, named scroll container, so keyboard users can scroll the list.
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Contacts"
      sx={{ width: 260, maxHeight: 280, overflow: 'auto', borderRadius: 'sm' }}
    >
      <List>
        {Object.entries(contacts).map(([letter, names]) => (
          <ListItem nested key={letter}>
            {/* sticky keeps the letter at the top until the next group pushes it away. */}
            <ListSubheader sticky>{letter}</ListSubheader>
            <List>
              {names.map((name) => (
                <ListItem key={name}>{name}</ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
