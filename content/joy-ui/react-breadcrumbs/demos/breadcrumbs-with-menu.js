import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Dropdown from '@mui/joy/Dropdown';
import Link from '@mui/joy/Link';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import MoreHoriz from '@mui/icons-material/MoreHoriz';

const hidden = ['Clients', 'Northwind', 'Contracts'];

export default function BreadcrumbsWithMenu() {
  const [opened, setOpened] = React.useState(null);

  return (
    <div>
      {/* The middle of a deep path goes into a menu, so every level stays one click away. */}
      <Breadcrumbs aria-label="Folder path">
        <Link color="neutral" href="/joy-ui/react-breadcrumbs/">
          Drive
        </Link>
        <Dropdown>
          <MenuButton
            size="sm"
            variant="plain"
            color="neutral"
            aria-label="Show 3 hidden folders"
            sx={{ minHeight: 0, px: 0.5 }}
          >
            <MoreHoriz />
          </MenuButton>
          <Menu size="sm">
            {hidden.map((folder) => (
              <MenuItem key={folder} onClick={() => setOpened(folder)}>
                {folder}
              </MenuItem>
            ))}
          </Menu>
        </Dropdown>
        <Typography aria-current="page">2026</Typography>
      </Breadcrumbs>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        {opened ? `Opened ${opened}.` : 'The hidden folders are in the menu.'}
      </Typography>
    </div>
  );
}
