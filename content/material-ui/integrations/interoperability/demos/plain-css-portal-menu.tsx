import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import './plain-css-portal-menu.css';

// The menu renders in a portal at the end of <body>, outside .portal-menu-region, so a rule
// scoped to the region would miss it. A class on the popup's own paper reaches it wherever it is.
export default function PlainCssPortalMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [sort, setSort] = React.useState('Newest');
  const buttonId = React.useId();
  const options = ['Newest', 'Oldest', 'Most commented'];
  return (
    <div className="portal-menu-region">
      <Button
        id={buttonId}
        variant="outlined"
        aria-haspopup="menu"
        aria-expanded={anchorEl ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Sort: {sort}
      </Button>
      <Menu
        anchorEl={anchorEl}
        open={Boolean(anchorEl)}
        onClose={() => setAnchorEl(null)}
        slotProps={{ paper: { className: 'portal-menu-paper' } }}
        MenuListProps={{ 'aria-labelledby': buttonId }}
      >
        {options.map((option) => (
          <MenuItem
            key={option}
            selected={option === sort}
            onClick={() => {
              setSort(option);
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
