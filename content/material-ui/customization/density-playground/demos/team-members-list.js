import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';

const members = [
  { name: 'Ada Okafor', role: 'Owner', email: 'ada@example.com' },
  { name: 'Bruno Lefèvre', role: 'Editor', email: 'bruno@example.com' },
  { name: 'Chen Wei', role: 'Viewer', email: 'chen@example.com' },
];

export default function TeamMembersList() {
  const [notified, setNotified] = React.useState(['Ada Okafor']);
  const toggle = (name) =>
    setNotified((list) =>
      list.includes(name) ? list.filter((n) => n !== name) : [...list, name],
    );

  return (
    <Paper variant="outlined" sx={{ maxWidth: 520 }}>
      <List aria-label="Team members">
        {members.map((member) => (
          <ListItem
            key={member.name}
            secondaryAction={
              <Switch
                edge="end"
                checked={notified.includes(member.name)}
                onChange={() => toggle(member.name)}
                inputProps={{ 'aria-label': `Email updates for ${member.name}` }}
              />
            }
          >
            <ListItemAvatar>
              <Avatar
                sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
              >
                {member.name[0]}
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={member.name} secondary={member.email} />
            <Chip label={member.role} variant="outlined" sx={{ mr: 2 }} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
