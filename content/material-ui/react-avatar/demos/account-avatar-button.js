import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';

// An avatar is not interactive itself: wrap it in a button that carries the name and the popup state.
export default function AccountAvatarButton() {
  const [anchorEl, setAnchorEl] = React.useState(null);
  const menuId = React.useId();
  const open = Boolean(anchorEl);
  return (
    <React.Fragment>
      <Tooltip title="Account settings">
        <IconButton
          // The name starts with the initials the button shows, so speech input can use them too.
          aria-label="PN, account of Priya Nair"
          aria-haspopup="menu"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? menuId : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
          size="small"
        >
          <Avatar
            sx={{
              width: 36,
              height: 36,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            PN
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
      >
        <MenuItem onClick={() => setAnchorEl(null)}>Profile</MenuItem>
        <MenuItem onClick={() => setAnchorEl(null)}>Sign out</MenuItem>
      </Menu>
    </React.Fragment>
  );
}
