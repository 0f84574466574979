import * as React from 'react';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export default function GroupedMenu() {
  const [anchorEl, setAnchorEl] = React.useState(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id="grouped-menu-button"
        variant="outlined"
        aria-controls={open ? 'grouped-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Insert
      </Button>
      {/* Subheaders name groups of items; the arrow keys skip them. */}
      <Menu
        id="grouped-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        MenuListProps={{ 'aria-labelledby': 'grouped-menu-button' }}
      >
        <ListSubheader>Media</ListSubheader>
        <MenuItem onClick={close}>Image</MenuItem>
        <MenuItem onClick={close}>Video</MenuItem>
        <ListSubheader>Structure</ListSubheader>
        <MenuItem onClick={close}>Table</MenuItem>
        <MenuItem onClick={close}>Divider</MenuItem>
      </Menu>
    </div>
  );
}
