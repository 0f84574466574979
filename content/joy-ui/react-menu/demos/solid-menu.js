import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';

export default function SolidMenu() {
  return (
    <Stack direction="row" spacing={2}>
      {['neutral', 'primary'].map((color) => (
        <Dropdown key={color}>
          <MenuButton variant="solid" color={color}>
            {color === 'neutral' ? 'Dark menu' : 'Primary menu'}
          </MenuButton>
          {/* variant and color style the popup; invertedColors makes its items,
              their hover states and the dividers readable on it. */}
          <Menu variant="solid" color={color} invertedColors sx={{ minWidth: 180 }}>
            <MenuItem>Duplicate</MenuItem>
            <MenuItem>Move to…</MenuItem>
            <ListDivider />
            <MenuItem>Export</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Stack>
  );
}
