import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import FolderIcon from '@mui/icons-material/Folder';
import ImageIcon from '@mui/icons-material/Image';
import DescriptionIcon from '@mui/icons-material/Description';

const files = [
  { name: 'Invoices', detail: '24 files', icon: <FolderIcon />, color: 'warning' },
  { name: 'site-banner.png', detail: '1.4 MB', icon: <ImageIcon />, color: 'info' },
  {
    name: 'contract.pdf',
    detail: '320 KB',
    icon: <DescriptionIcon />,
    color: 'error',
  },
];

export default function IconAvatars() {
  return (
    // For things rather than people, an icon in the avatar says what kind of thing it is.
    <List aria-label="Recent files" sx={{ maxWidth: 360 }}>
      {files.map((file) => (
        <ListItem key={file.name}>
          <ListItemAvatar>
            <Avatar
              sx={{
                bgcolor: `${file.color}.main`,
                color: `${file.color}.contrastText`,
              }}
            >
              {file.icon}
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary={file.name} secondary={file.detail} />
        </ListItem>
      ))}
    </List>
  );
}
