import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';

const initialMembers = [
  { name: 'Ada Lindqvist', email: 'ada@example.com', role: 'Owner' },
  { name: 'Kofi Mensah', email: 'kofi@example.com', role: 'Editor' },
  { name: 'Mei Tanaka', email: 'mei@example.com', role: 'Viewer' },
];

function initials(name) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function TeamPanel() {
  const [members, setMembers] = React.useState(initialMembers);
  const [message, setMessage] = React.useState('');

  const remove = (name) => {
    setMembers((current) => current.filter((member) => member.name !== name));
    setMessage(`${name} was removed from the team.`);
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 420 }}>
      <Typography level="title-lg">Design team</Typography>
      <List>
        {members.map((member) => (
          <ListItem
            key={member.name}
            endAction={
              member.role === 'Owner' ? null : (
                <IconButton
                  size="sm"
                  color="danger"
                  aria-label={`Remove ${member.name}`}
                  onClick={() => remove(member.name)}
                >
                  <PersonRemoveIcon />
                </IconButton>
              )
            }
          >
            <ListItemDecorator>
              <Avatar size="sm">{initials(member.name)}</Avatar>
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{member.name}</Typography>
              <Typography level="body-xs">{member.email}</Typography>
            </ListItemContent>
            <Chip
              size="sm"
              variant={member.role === 'Owner' ? 'solid' : 'soft'}
              sx={{ mr: 5 }}
            >
              {member.role}
            </Chip>
          </ListItem>
        ))}
      </List>
      <Typography level="body-sm" aria-live="polite">
        {message}
      </Typography>
    </Card>
  );
}
