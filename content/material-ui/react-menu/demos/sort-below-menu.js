import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export default function PositionedMenu() {
  const [anchorEl, setAnchorEl] = React.useState(null);
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        id="sort-menu-button"
        variant="outlined"
        aria-controls={open ? 'sort-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Sort
      </Button>
      {/* Open below the button, aligned to its left edge, instead of over it. */}
      <Menu
        id="sort-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        MenuListProps={{ 'aria-labelledby': 'sort-menu-button' }}
      >
        <MenuItem onClick={() => setAnchorEl(null)}>Name</MenuItem>
        <MenuItem onClick={() => setAnchorEl(null)}>Date modified</MenuItem>
        <MenuItem onClick={() => setAnchorEl(null)}>Size</MenuItem>
      </Menu>
    </div>
  );
}
