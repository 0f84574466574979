import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'];
const placements = { sm: 'bottom-start', md: 'bottom', lg: 'bottom-end' };

export default function MenuSizesPlacement() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}
    >
      {sizes.map((size) => (
        <Dropdown key={size}>
          {/* size on the button and on the menu; placement aligns the menu with the button. */}
          <MenuButton size={size}>Export ({size})</MenuButton>
          <Menu size={size} placement={placements[size]}>
            <MenuItem>PDF</MenuItem>
            <MenuItem>CSV</MenuItem>
            <MenuItem>PNG image</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Stack>
  );
}
