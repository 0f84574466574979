import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';

const people = [
  { name: 'Amara Okafor', role: 'Design lead' },
  { name: 'Lucas Moreau', role: 'Front-end engineer' },
  { name: 'Hana Sato', role: 'Product manager' },
];

// Each palette's main color with its contrast text keeps the initials readable in both modes.
const palettes = ['primary', 'success', 'secondary'];

const initials = (name) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

export default function InitialsAvatars() {
  return (
    <List sx={{ maxWidth: 360 }}>
      {people.map((person, index) => (
        <ListItem key={person.name}>
          <ListItemAvatar>
            {/* The name is right next to it, so the avatar is decoration for screen readers. */}
            <Avatar
              aria-hidden
              sx={{
                bgcolor: `${palettes[index % palettes.length]}.main`,
                color: `${palettes[index % palettes.length]}.contrastText`,
              }}
            >
              {initials(person.name)}
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary={person.name} secondary={person.role} />
        </ListItem>
      ))}
    </List>
  );
}
