import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LockIcon from '@mui/icons-material/Lock';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

export default function SettingsBasicList() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <List aria-label="Settings">
        {[
          { label: 'Account', icon: <AccountCircleIcon /> },
          { label: 'Notifications', icon: <NotificationsIcon /> },
          { label: 'Privacy', icon: <LockIcon /> },
        ].map(({ label, icon }) => (
          <ListItem key={label} disablePadding>
            <ListItemButton>
              <ListItemIcon>{icon}</ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider />
      <List aria-label="Help">
        <ListItem disablePadding>
          <ListItemButton
            component="a"
            href="/material-ui/getting-started/installation/"
          >
            <ListItemText
              primary="Installation guide"
              secondary="A link: opens another page"
            />
          </ListItemButton>
        </ListItem>
      </List>
    </Paper>
  );
}
