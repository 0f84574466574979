import * as React from 'react';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import LabelIcon from '@mui/icons-material/Label';

const folders = [
  { name: 'Inbox', icon: <InboxIcon />, count: 12 },
  { name: 'Sent', icon: <SendIcon />, count: 0 },
  { name: 'Drafts', icon: <DraftsIcon />, count: 2 },
];
const labels = ['Work', 'Family'];

export default function MailFolders() {
  const [current, setCurrent] = React.useState('Inbox');
  const item = (name, icon, count = 0) => (
    <ListItem key={name}>
      <ListItemButton
        selected={current === name}
        onClick={() => setCurrent(name)}
        aria-current={current === name ? 'page' : undefined}
      >
        <ListItemDecorator>{icon}</ListItemDecorator>
        <ListItemContent>{name}</ListItemContent>
        {count > 0 && (
          <Chip size="sm" variant="soft">
            {count}
          </Chip>
        )}
      </ListItemButton>
    </ListItem>
  );
  return (
    <List
      component="nav"
      aria-label="Mail folders"
      sx={{ maxWidth: 280, '--ListItem-radius': '8px' }}
    >
      {folders.map((folder) => item(folder.name, folder.icon, folder.count))}
      <ListDivider />
      <ListItem nested>
        <ListSubheader>Labels</ListSubheader>
        <List>{labels.map((label) => item(label, <LabelIcon />))}</List>
      </ListItem>
    </List>
  );
}
