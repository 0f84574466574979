import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton as BaseMenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem as BaseMenuItem } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

const MenuButton = styled(BaseMenuButton)({
  padding: '4px 10px',
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
  minWidth: 160,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
});

const MenuItem = styled(BaseMenuItem)({
  padding: '6px 10px',
  borderRadius: 6,
  cursor: 'pointer',
  '&:focus, &:hover': { backgroundColor: '#e2e8f0', outline: 0 },
  '&.base--disabled': { color: '#64748b', cursor: 'default' },
});

export default function RowActionsMenuSystem() {
  const [last, setLast] = React.useState('none yet');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <span>report.pdf</span>
      <Dropdown>
        <MenuButton aria-label="Actions for report.pdf">⋯</MenuButton>
        <Menu
          slots={{ listbox: Listbox }}
          slotProps={{ root: { style: { zIndex: 1300 } } }}
        >
          <MenuItem onClick={() => setLast('Rename')}>Rename</MenuItem>
          <MenuItem onClick={() => setLast('Duplicate')}>Duplicate</MenuItem>
          <MenuItem disabled>Share (owner only)</MenuItem>
          <MenuItem onClick={() => setLast('Delete')}>Delete</MenuItem>
        </Menu>
      </Dropdown>
      <span>Last action: {last}</span>
    </div>
  );
}
