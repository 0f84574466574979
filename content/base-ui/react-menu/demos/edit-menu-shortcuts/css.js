import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import './edit-menu-shortcuts.css';

// A wrapper adds the shortcut and passes every MenuItem prop through. label keeps type-ahead
// working on the text alone, since the item's content now holds the shortcut too.
function EditItem({ shortcut, children, ...other }) {
  return (
    <MenuItem {...other} className="edit-menu-item" label={children}>
      <span>{children}</span>
      <kbd>{shortcut}</kbd>
    </MenuItem>
  );
}

export default function EditMenuShortcutsCss() {
  const [last, setLast] = React.useState('none yet');
  return (
    <div className="edit-menu">
      <Dropdown>
        <MenuButton className="edit-menu-button">Edit</MenuButton>
        <Menu
          slotProps={{
            root: { className: 'edit-menu-popup' },
            listbox: { className: 'edit-menu-listbox' },
          }}
        >
          <EditItem shortcut="Ctrl+Z" onClick={() => setLast('Undo')}>
            Undo
          </EditItem>
          <EditItem shortcut="Ctrl+X" onClick={() => setLast('Cut')}>
            Cut
          </EditItem>
          <EditItem shortcut="Ctrl+C" onClick={() => setLast('Copy')}>
            Copy
          </EditItem>
          <EditItem shortcut="Ctrl+V" onClick={() => setLast('Paste')}>
            Paste
          </EditItem>
        </Menu>
      </Dropdown>
      <span>Last command: {last}</span>
    </div>
  );
}
