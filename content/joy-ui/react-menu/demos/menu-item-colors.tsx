import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import Block from '@mui/icons-material/Block';
import PersonRemove from '@mui/icons-material/PersonRemoveOutlined';
import Star from '@mui/icons-material/StarBorder';

export default function MenuItemColors() {
  return (
    <Dropdown>
      <MenuButton variant="outlined" color="neutral">
        Member options
      </MenuButton>
      <Menu placement="bottom-start" sx={{ minWidth: 240 }}>
        {/* Items take their own color and variant: warning and danger set risky
            actions apart; a trailing Typography shows the keyboard shortcut. */}
        <MenuItem>
          <ListItemDecorator>
            <Star />
          </ListItemDecorator>
          Make admin
          <Typography level="body-xs" sx={{ ml: 'auto' }}>
            ⌘ A
          </Typography>
        </MenuItem>
        <ListDivider />
        <MenuItem color="warning">
          <ListItemDecorator>
            <Block />
          </ListItemDecorator>
          Suspend for 7 days
        </MenuItem>
        <MenuItem color="danger" variant="soft">
          <ListItemDecorator>
            <PersonRemove />
          </ListItemDecorator>
          Remove from team
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
