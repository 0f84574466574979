import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

export default function SettingsSections() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <List aria-label="Account settings">
        <ListItem>
          <ListItemText primary="Profile" secondary="Name, photo, bio" />
        </ListItem>
        <ListItem>
          <ListItemText primary="Security" secondary="Password, two-factor" />
        </ListItem>
        {/* Inside a list the divider must be an li; a separator is not a valid list item, so it
            is hidden from assistive technology (the grouping is visual only). */}
        <Divider component="li" aria-hidden />
        <ListItem>
          <ListItemText primary="Billing" secondary="Plan, invoices" />
        </ListItem>
        <Divider variant="inset" component="li" aria-hidden />
        <ListItem>
          <ListItemText inset primary="Receipts" secondary="Email each invoice" />
        </ListItem>
      </List>
    </Paper>
  );
}
