import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';

const workspaces = ['Acme Studio', 'Side project', 'Family photos'];

export default function InvertedMenu() {
  const [current, setCurrent] = React.useState(workspaces[0]);

  return (
    <div>
      <Dropdown>
        <MenuButton variant="solid" color="neutral">
          {current}
        </MenuButton>
        <Menu variant="solid" color="neutral" invertedColors aria-label="Workspaces">
          {workspaces.map((name) => (
            <MenuItem
              key={name}
              selected={name === current}
              onClick={() => setCurrent(name)}
            >
              {name}
            </MenuItem>
          ))}
          <ListDivider />
          <MenuItem color="danger">Leave workspace</MenuItem>
        </Menu>
      </Dropdown>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        Working in {current}.
      </Typography>
    </div>
  );
}
