import * as React from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const ITEM_HEIGHT = 48;
const timezones = [
  'UTC−08:00 Los Angeles',
  'UTC−05:00 New York',
  'UTC−03:00 São Paulo',
  'UTC+00:00 Lisbon',
  'UTC+01:00 Paris',
  'UTC+02:00 Athens',
  'UTC+03:00 Nairobi',
  'UTC+05:30 Mumbai',
  'UTC+08:00 Singapore',
  'UTC+09:00 Tokyo',
  'UTC+10:00 Sydney',
];

export default function LongOptionsMenu() {
  const [anchorEl, setAnchorEl] = React.useState(null);
  const open = Boolean(anchorEl);

  return (
    <div>
      <IconButton
        aria-label="Time zone"
        id="long-options-button"
        aria-controls={open ? 'long-options-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-haspopup="true"
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      {/* About four and a half items tall: the cut-off item shows that the list scrolls. */}
      <Menu
        id="long-options-menu"
        MenuListProps={{ 'aria-labelledby': 'long-options-button' }}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{
          paper: { style: { maxHeight: ITEM_HEIGHT * 4.5, width: '24ch' } },
        }}
      >
        {timezones.map((zone) => (
          <MenuItem
            key={zone}
            selected={zone.includes('Lisbon')}
            onClick={() => setAnchorEl(null)}
          >
            {zone}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
