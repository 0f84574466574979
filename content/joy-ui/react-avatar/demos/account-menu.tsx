import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';

export default function AccountMenu() {
  return (
    // The avatar is not a button itself: an IconButton around it takes focus
    // and has the accessible name, which starts with the initials it shows.
    <Dropdown>
      <MenuButton
        slots={{ root: IconButton }}
        slotProps={{ root: { variant: 'plain', 'aria-label': 'NH: account of Noor Haddad', sx: { borderRadius: '50%', p: 0.5 } } }}
      >
        <Avatar size="sm" color="primary" variant="solid" aria-hidden>
          NH
        </Avatar>
      </MenuButton>
      <Menu placement="bottom-end" size="sm" sx={{ minWidth: 200 }}>
        <Typography level="title-sm" sx={{ px: 1.5, py: 0.5 }}>
          Noor Haddad
        </Typography>
        <ListDivider />
        <MenuItem>Profile</MenuItem>
        <MenuItem>Settings</MenuItem>
        <MenuItem color="danger">Sign out</MenuItem>
      </Menu>
    </Dropdown>
  );
}
