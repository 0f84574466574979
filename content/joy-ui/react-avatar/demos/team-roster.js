import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const people = [
  { name: 'Amara Kone', role: 'Design lead', color: 'primary' },
  { name: 'Jonas Lind', role: 'Engineer', color: 'success' },
  { name: 'Mei Ren', role: 'Engineer', color: 'warning' },
  { name: 'Priya Shah', role: 'Product manager', color: 'danger' },
];

const initials = (name) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function TeamRoster() {
  return (
    <List sx={{ maxWidth: 360, '--ListItemDecorator-size': '52px' }}>
      {people.map((person) => (
        <ListItem key={person.name}>
          <ListItemDecorator>
            {/* The name is in the text next to it, so the initials are decoration. */}
            <Avatar color={person.color} variant="soft" aria-hidden>
              {initials(person.name)}
            </Avatar>
          </ListItemDecorator>
          <ListItemContent>
            <Typography level="title-sm">{person.name}</Typography>
            <Typography level="body-xs">{person.role}</Typography>
          </ListItemContent>
        </ListItem>
      ))}
    </List>
  );
}
