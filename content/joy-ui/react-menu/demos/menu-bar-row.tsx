import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const menus = [
  { name: 'File', items: ['New document', 'Open…', '-', 'Download as PDF'] },
  { name: 'Edit', items: ['Undo', 'Redo', '-', 'Find and replace'] },
  { name: 'View', items: ['Show ruler', 'Full screen'] },
];

export default function MenuBarRow() {
  const [last, setLast] = React.useState('Nothing chosen yet.');

  return (
    <div>
      {/* A row of Dropdowns with plain, small MenuButtons: an application's menu bar.
          Each menu opens below its button, aligned to its start. */}
      <Sheet variant="outlined" sx={{ display: 'flex', gap: 0.5, p: 0.5, borderRadius: 'sm', width: 'fit-content' }}>
        {menus.map((menu) => (
          <Dropdown key={menu.name}>
            <MenuButton variant="plain" size="sm">
              {menu.name}
            </MenuButton>
            <Menu placement="bottom-start" size="sm" sx={{ minWidth: 180 }}>
              {menu.items.map((item, index) =>
                item === '-' ? (
                  <ListDivider key={`divider-${index}`} />
                ) : (
                  <MenuItem key={item} onClick={() => setLast(`${menu.name} › ${item}`)}>
                    {item}
                  </MenuItem>
                ),
              )}
            </Menu>
          </Dropdown>
        ))}
      </Sheet>
      <Typography level="body-sm" sx={{ mt: 1.5 }} aria-live="polite">
        {last}
      </Typography>
    </div>
  );
}
