import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';

const contacts = {
  A: ['Ada', 'Alex', 'Amara'],
  B: ['Ben', 'Bianca'],
  C: ['Carla', 'Chen', 'Cyrus'],
  D: ['Dani', 'Dev'],
};

export default function StickySubheaderList() {
  return (
    // Each letter is a section (li > ul); its subheader sticks to the top while the section scrolls.
    <List
      sx={{
        maxWidth: 360,
        bgcolor: 'background.paper',
        position: 'relative',
        overflow: 'auto',
        maxHeight: 240,
        '& ul': { p: 0 },
      }}
      subheader={<li />}
      aria-label="Contacts"
      tabIndex={0}
    >
      {Object.entries(contacts).map(([letter, names]) => (
        <li key={letter}>
          <ul>
            <ListSubheader>{letter}</ListSubheader>
            {names.map((name) => (
              <ListItem key={name}>
                <ListItemText primary={name} />
              </ListItem>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}
