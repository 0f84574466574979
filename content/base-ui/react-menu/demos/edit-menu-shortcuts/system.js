import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton as BaseMenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem as BaseMenuItem } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

const MenuButton = styled(BaseMenuButton)({
  padding: '6px 12px',
  borderRadius: 6,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
  '&.base--expanded': { backgroundColor: '#e2e8f0' },
  '&:focus-visible': { outline: '3px solid #bfdbfe' },
});

const Listbox = styled('ul')({
  margin: '4px 0',
  padding: 4,
  minWidth: 220,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
});

const Item = styled(BaseMenuItem)({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 16,
  padding: '6px 10px',
  borderRadius: 6,
  cursor: 'pointer',
  '&:focus, &:hover': { backgroundColor: '#e2e8f0', outline: 0 },
  '& kbd': { color: '#475569', fontFamily: 'inherit', fontSize: 13 },
});

// A wrapper adds the shortcut and passes every MenuItem prop through. label keeps type-ahead
// working on the text alone, since the item's content now holds the shortcut too.
function EditItem({ shortcut, children, ...other }) {
  return (
    <Item {...other} label={children}>
      <span>{children}</span>
      <kbd>{shortcut}</kbd>
    </Item>
  );
}

export default function EditMenuShortcutsSystem() {
  const [last, setLast] = React.useState('none yet');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Dropdown>
        <MenuButton>Edit</MenuButton>
        <Menu
          slots={{ listbox: Listbox }}
          slotProps={{ root: { style: { zIndex: 1300 } } }}
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
