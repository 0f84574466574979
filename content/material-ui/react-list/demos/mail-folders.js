import * as React from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import DraftsIcon from '@mui/icons-material/Drafts';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';

const folders = [
  { name: 'Inbox', icon: <InboxIcon /> },
  { name: 'Drafts', icon: <DraftsIcon /> },
  { name: 'Sent', icon: <SendIcon /> },
  { name: 'Trash', icon: <DeleteIcon /> },
];

export default function MailFolders() {
  const [selected, setSelected] = React.useState('Inbox');

  return (
    <Paper variant="outlined" sx={{ maxWidth: 300 }}>
      <nav aria-label="Mail folders">
        <List subheader={<ListSubheader>Folders</ListSubheader>}>
          {folders.map((folder) => (
            // Buttons sit inside list items: a ul may only hold li children.
            <ListItem key={folder.name} disablePadding>
              <ListItemButton
                selected={selected === folder.name}
                aria-current={selected === folder.name ? 'page' : undefined}
                onClick={() => setSelected(folder.name)}
              >
                <ListItemIcon>{folder.icon}</ListItemIcon>
                <ListItemText primary={folder.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </nav>
    </Paper>
  );
}
