import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const groups = {
  layout: ['Board', 'Table', 'Timeline'],
  density: ['Comfortable', 'Compact'],
};

export default function GroupedViewMenu() {
  const [layout, setLayout] = React.useState('Board');
  const [density, setDensity] = React.useState('Comfortable');

  const renderGroup = (title, items, value, onPick) => (
    // Each group is a List with role="group", named by its visible title.
    <ListItem nested>
      <List role="group" aria-label={title}>
        <ListItem>
          <Typography
            level="body-xs"
            sx={{ textTransform: 'uppercase', fontWeight: 'lg' }}
            aria-hidden
          >
            {title}
          </Typography>
        </ListItem>
        {items.map((item) => (
          <MenuItem
            key={item}
            selected={item === value}
            onClick={() => onPick(item)}
          >
            <ListItemDecorator>
              {item === value ? <Check /> : null}
            </ListItemDecorator>
            {item}
          </MenuItem>
        ))}
      </List>
    </ListItem>
  );

  return (
    <Dropdown>
      <MenuButton variant="outlined">
        View: {layout}, {density.toLowerCase()}
      </MenuButton>
      <Menu placement="bottom-start" sx={{ minWidth: 200 }}>
        {renderGroup('Layout', groups.layout, layout, setLayout)}
        <ListDivider />
        {renderGroup('Density', groups.density, density, setDensity)}
      </Menu>
    </Dropdown>
  );
}
