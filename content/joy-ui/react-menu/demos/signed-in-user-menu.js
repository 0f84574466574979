import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import Logout from '@mui/icons-material/Logout';
import Settings from '@mui/icons-material/SettingsOutlined';

export default function SignedInUserMenu() {
  return (
    <Dropdown>
      <MenuButton
        slots={{ root: IconButton }}
        slotProps={{
          root: { variant: 'plain', 'aria-label': 'PS: account menu of Priya Shah' },
        }}
      >
        <Avatar size="sm">PS</Avatar>
      </MenuButton>
      <Menu placement="bottom-end" sx={{ minWidth: 220, zIndex: 'popup' }}>
        <Box sx={{ px: 1.5, py: 1 }}>
          <Typography level="title-sm">Priya Shah</Typography>
          <Typography level="body-xs">priya@example.com</Typography>
        </Box>
        <ListDivider />
        <MenuItem>
          <ListItemDecorator>
            <Settings />
          </ListItemDecorator>
          Settings
        </MenuItem>
        <MenuItem variant="soft" color="danger">
          <ListItemDecorator>
            <Logout />
          </ListItemDecorator>
          Sign out
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
