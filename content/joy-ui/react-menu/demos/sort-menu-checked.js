import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Check from '@mui/icons-material/Check';
import Sort from '@mui/icons-material/Sort';

const fields = ['Name', 'Date modified', 'Size'];

export default function SortMenuChecked() {
  const [field, setField] = React.useState('Date modified');
  const [foldersFirst, setFoldersFirst] = React.useState(true);

  return (
    <Dropdown>
      <MenuButton variant="outlined" color="neutral" startDecorator={<Sort />}>
        Sort: {field}
      </MenuButton>
      <Menu size="sm" sx={{ minWidth: 200, '--ListItemDecorator-size': '24px' }}>
        {fields.map((name) => (
          <MenuItem
            key={name}
            role="menuitemradio"
            aria-checked={field === name}
            onClick={() => setField(name)}
          >
            <ListItemDecorator>{field === name && <Check />}</ListItemDecorator>
            {name}
          </MenuItem>
        ))}
        <ListDivider />
        {/* A checkbox item: keeps the menu's state in aria-checked. */}
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={foldersFirst}
          onClick={() => setFoldersFirst((v) => !v)}
        >
          <ListItemDecorator>{foldersFirst && <Check />}</ListItemDecorator>
          Folders first
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
