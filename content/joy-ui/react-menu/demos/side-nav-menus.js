import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import Analytics from '@mui/icons-material/BarChart';
import Folder from '@mui/icons-material/FolderOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';

const sections = [
  {
    label: 'Projects',
    icon: <Folder />,
    items: ['All projects', 'Starred', 'Archived'],
  },
  {
    label: 'Reports',
    icon: <Analytics />,
    items: ['Traffic', 'Revenue', 'Retention'],
  },
  {
    label: 'Settings',
    icon: <Settings />,
    items: ['Profile', 'Billing', 'Members'],
  },
];

export default function SideNavMenus() {
  return (
    // An icon rail: each IconButton opens its menu to the right (placement="right-start"),
    // the way a collapsed side navigation shows its sub-pages.
    <Sheet
      component="nav"
      aria-label="Main"
      variant="soft"
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        gap: 1,
        p: 1,
        borderRadius: 'md',
      }}
    >
      {sections.map((section) => (
        <Dropdown key={section.label}>
          <MenuButton
            slots={{ root: IconButton }}
            slotProps={{ root: { variant: 'plain', 'aria-label': section.label } }}
          >
            {section.icon}
          </MenuButton>
          <Menu placement="right-start" size="sm" sx={{ minWidth: 160 }}>
            {section.items.map((item) => (
              <MenuItem key={item}>{item}</MenuItem>
            ))}
          </Menu>
        </Dropdown>
      ))}
    </Sheet>
  );
}
