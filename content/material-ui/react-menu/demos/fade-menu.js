import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export default function FadeMenu() {
  const [anchorEl, setAnchorEl] = React.useState(null);
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        id="fade-menu-button"
        aria-controls={open ? 'fade-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Language
      </Button>
      {/* Fade instead of the default Grow. */}
      <Menu
        id="fade-menu"
        MenuListProps={{ 'aria-labelledby': 'fade-menu-button' }}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        TransitionComponent={Fade}
      >
        <MenuItem onClick={() => setAnchorEl(null)} lang="en">
          English
        </MenuItem>
        <MenuItem onClick={() => setAnchorEl(null)} lang="pt">
          Português
        </MenuItem>
        <MenuItem onClick={() => setAnchorEl(null)} lang="de">
          Deutsch
        </MenuItem>
      </Menu>
    </div>
  );
}
