import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemSecondaryAction from '@mui/material/ListItemSecondaryAction';
import ListItemText from '@mui/material/ListItemText';
import CallIcon from '@mui/icons-material/Call';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

const contacts = [
  { name: 'Hedy Lamarr', detail: 'Inventor · last call Monday' },
  { name: 'Margaret Hamilton', detail: 'Software lead · last call today' },
  { name: 'Radia Perlman', detail: 'Network engineer · no calls yet' },
];

export default function ContactList() {
  const [starred, setStarred] = React.useState(['Hedy Lamarr']);

  return (
    <List aria-label="Contacts" sx={{ maxWidth: 420 }}>
      {contacts.map(({ name, detail }) => {
        const isStarred = starred.includes(name);
        return (
          <ListItem
            key={name}
            secondaryAction={
              <IconButton edge="end" aria-label={`Call ${name}`}>
                <CallIcon />
              </IconButton>
            }
          >
            <ListItemAvatar>
              <Avatar>{name[0]}</Avatar>
            </ListItemAvatar>
            <ListItemText primary={name} secondary={detail} sx={{ pr: 5 }} />
            <ListItemSecondaryAction sx={{ right: 56 }}>
              <IconButton
                aria-label={`Favourite ${name}`}
                aria-pressed={isStarred}
                onClick={() =>
                  setStarred((list) =>
                    isStarred ? list.filter((n) => n !== name) : [...list, name],
                  )
                }
              >
                {isStarred ? <StarIcon color="warning" /> : <StarBorderIcon />}
              </IconButton>
            </ListItemSecondaryAction>
          </ListItem>
        );
      })}
    </List>
  );
}
