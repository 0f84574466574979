import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Settings from '@mui/icons-material/Settings';
import Logout from '@mui/icons-material/Logout';

export default function AccountMenu() {
  const [anchor, setAnchor] = React.useState(null);
  const [last, setLast] = React.useState('nothing yet');
  const open = Boolean(anchor);
  const choose = (action) => {
    setLast(action);
    setAnchor(null);
  };

  return (
    <div>
      <IconButton
        aria-label="Account of Ada Lovelace"
        aria-haspopup="true"
        aria-controls={open ? 'account-menu-list' : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar sx={{ width: 32, height: 32 }}>A</Avatar>
      </IconButton>
      <Typography variant="body2" color="text.secondary">
        Last action: {last}
      </Typography>
      <Menu
        id="account-menu-list"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
      >
        <MenuItem onClick={() => choose('profile')}>Profile</MenuItem>
        <MenuItem onClick={() => choose('my account')}>My account</MenuItem>
        <Divider />
        <MenuItem onClick={() => choose('settings')}>
          <ListItemIcon>
            <Settings fontSize="small" />
          </ListItemIcon>
          Settings
        </MenuItem>
        <MenuItem onClick={() => choose('log out')}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Log out
        </MenuItem>
      </Menu>
    </div>
  );
}
