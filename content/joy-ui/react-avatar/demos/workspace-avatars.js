import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';

const workspaces = [
  { name: 'Acme Studio', short: 'AS', color: 'primary' },
  { name: 'Northwind', short: 'NW', color: 'success' },
  { name: 'Side projects', short: 'SP', color: 'warning' },
];

export default function WorkspaceAvatars() {
  const [current, setCurrent] = React.useState('Acme Studio');

  return (
    // Square avatars (a small borderRadius) tell teams and apps apart from people's round ones.
    <List
      aria-label="Workspaces"
      sx={{ maxWidth: 260, '--ListItemDecorator-size': '48px' }}
    >
      {workspaces.map((workspace) => (
        <ListItem key={workspace.name}>
          <ListItemButton
            selected={workspace.name === current}
            onClick={() => setCurrent(workspace.name)}
          >
            <ListItemDecorator>
              <Avatar
                variant="soft"
                color={workspace.color}
                sx={{ borderRadius: 'sm' }}
                aria-hidden
              >
                {workspace.short}
              </Avatar>
            </ListItemDecorator>
            {workspace.name}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
