import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const options = [
  'Show all notification content',
  'Hide sensitive content',
  'Hide all notifications',
];

export default function LockScreenSelectedMenu() {
  const [anchorEl, setAnchorEl] = React.useState(null);
  const [selected, setSelected] = React.useState(1);
  const open = Boolean(anchorEl);

  return (
    <div>
      <List component="nav" aria-label="Device settings" sx={{ maxWidth: 360 }}>
        <ListItemButton
          id="lock-screen-button"
          aria-haspopup="listbox"
          aria-controls={open ? 'lock-screen-menu' : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <ListItemText
            primary="When the device is locked"
            secondary={options[selected]}
          />
        </ListItemButton>
      </List>
      {/* The selected item gets focus when the menu opens and the menu lines up over it. */}
      <Menu
        id="lock-screen-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': 'lock-screen-button', role: 'listbox' }}
      >
        {options.map((option, index) => (
          <MenuItem
            key={option}
            selected={index === selected}
            role="option"
            aria-selected={index === selected}
            onClick={() => {
              setSelected(index);
              setAnchorEl(null);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
