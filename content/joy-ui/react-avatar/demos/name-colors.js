import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';

const palette = ['primary', 'success', 'warning', 'danger', 'neutral'];
const people = [
  'Hana Ito',
  'Oskar Berg',
  'Rafael Cruz',
  'Sofia Marin',
  'Yusuf Demir',
];

// The same name always gets the same color, so people are recognised across screens.
function colorOf(name) {
  let hash = 0;
  for (const char of name) {
    hash = (hash * 31 + char.charCodeAt(0)) % 997;
  }
  return palette[hash % palette.length];
}

export default function NameColors() {
  return (
    <List sx={{ maxWidth: 260 }}>
      {people.map((name) => (
        <ListItem key={name}>
          <ListItemDecorator>
            {/* soft avatars keep their initials readable in every color, light and dark. */}
            <Avatar size="sm" variant="soft" color={colorOf(name)} aria-hidden>
              {name
                .split(' ')
                .map((part) => part[0])
                .join('')}
            </Avatar>
          </ListItemDecorator>
          {name}
        </ListItem>
      ))}
    </List>
  );
}
