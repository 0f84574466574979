import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import ImageIcon from '@mui/icons-material/Image';
import WorkIcon from '@mui/icons-material/Work';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';

const folders = [
  { name: 'Photos', date: 'Jan 9, 2024', icon: <ImageIcon /> },
  { name: 'Work', date: 'Jan 7, 2024', icon: <WorkIcon /> },
  { name: 'Vacation', date: 'July 20, 2023', icon: <BeachAccessIcon /> },
];

export default function RecentFoldersList() {
  return (
    <List sx={{ maxWidth: 360, bgcolor: 'background.paper' }} aria-label="Folders">
      {folders.map(({ name, date, icon }) => (
        <ListItem key={name}>
          <ListItemAvatar>
            <Avatar>{icon}</Avatar>
          </ListItemAvatar>
          <ListItemText primary={name} secondary={`Modified ${date}`} />
        </ListItem>
      ))}
    </List>
  );
}
